/**
 * Tags on conversations (docs/api.md "Tags"): the tenant's list of named, coloured tags that
 * admins manage, and which of them each conversation carries — any agent of the tenant may tag
 * any of its conversations, open or ended. Every desk of the tenant hears a change after the
 * commit (`conversation.tagged`, `tags.changed`).
 */
import crypto from 'node:crypto';
import { TagColors, TagLimits } from '../../protocol';
import type { DeskEvent, DeskTag, TagColor } from '../../protocol';
import type { Db } from '../store/db';
import type { Clock } from '../clock';
import type { DeskPrincipal } from '../agents';
import { badRequest, conflict, notFound } from '../errors';
import { lock } from '../conversation';
import {
  deleteSessionTags, deleteTag, findSession, findTags, insertSessionTags, insertTag, isUniqueViolation, listTags,
  lockTenantTags, sessionTags, tagNames, updateTag,
} from './store';

export interface TagDeps {
  db: Db;
  clock: Clock;
  /** to every desk of the tenant (services.ts: publishDesk without an agent) */
  publish(tenantId: string, event: DeskEvent): Promise<void>;
}

export interface TagSetInput { tagId?: string; name: string; color: string }
export interface ConversationTagsInput { sessionId: string; add?: string[]; remove?: string[] }
export interface ConversationTags { sessionId: string; tags: string[] }

export const TAG_NOT_FOUND = 'tag not found';
export const CONVERSATION_NOT_FOUND = 'sessionId: no such conversation';

/** Names are compared as people read them: case- and width-insensitively ("VIP" = "vip" = "ＶＩＰ"). */
const nameKey = (name: string): string => name.normalize('NFKC').toLowerCase();
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A tag name as stored: trimmed, 1–nameMax characters (code points), one line. */
export function tagName(raw: unknown): string {
  if (typeof raw !== 'string') throw badRequest('name', 'must be a string');
  const name = raw.trim();
  if (!name) throw badRequest('name', 'must not be empty');
  if ([...name].length > TagLimits.nameMax) throw badRequest('name', `at most ${TagLimits.nameMax} characters`);
  if (CONTROL.test(name)) throw badRequest('name', 'must be one line without control characters');
  return name;
}

function tagColor(raw: unknown): TagColor {
  if (!(TagColors as readonly unknown[]).includes(raw)) throw badRequest('color', `must be one of ${TagColors.join(', ')}`);
  return raw as TagColor;
}

const byName = (a: DeskTag, b: DeskTag): number => {
  const ka = nameKey(a.name);
  const kb = nameKey(b.name);
  return ka < kb ? -1 : ka > kb ? 1 : a.tagId < b.tagId ? -1 : 1;
};

export class TagService {
  constructor(private readonly deps: TagDeps) {}

  /** The tenant's tags with the number of conversations carrying each, sorted by name. */
  async list(tenantId: string): Promise<DeskTag[]> {
    const rows = await listTags(this.deps.db, tenantId);
    return rows.map((r) => ({ tagId: r.tag_id, name: r.name, color: r.color as TagColor, count: r.count })).sort(byName);
  }

  /** Creates a tag (no `tagId`) or renames / recolours one. */
  async set(tenantId: string, input: TagSetInput): Promise<DeskTag> {
    const name = tagName(input.name);
    const color = tagColor(input.color);
    const now = this.deps.clock.now();
    const tagId = input.tagId ?? `t${crypto.randomBytes(8).toString('hex')}`;
    try {
      await this.deps.db.transaction().execute(async (trx) => {
        await lockTenantTags(trx, tenantId);
        const names = await tagNames(trx, tenantId);
        if (input.tagId !== undefined && !names.some((n) => n.tag_id === input.tagId)) throw notFound(TAG_NOT_FOUND);
        const same = names.find((n) => n.tag_id !== tagId && nameKey(n.name) === nameKey(name));
        if (same) throw conflict(`name: a tag named "${same.name}" exists`);
        if (input.tagId !== undefined) {
          await updateTag(trx, tenantId, tagId, { name, color, updated_at: now });
        } else {
          if (names.length >= TagLimits.perTenant) throw conflict(`at most ${TagLimits.perTenant} tags per tenant: delete one first`);
          await insertTag(trx, { tag_id: tagId, tenant_id: tenantId, name, color, created_at: now, updated_at: now });
        }
      });
    } catch (err) {
      // the store's unique (tenant, name) index: a create racing another one of the same name
      if (isUniqueViolation(err)) throw conflict(`name: a tag named "${name}" exists`);
      throw err;
    }
    await this.deps.publish(tenantId, { type: 'tags.changed' });
    return (await this.list(tenantId)).find((t) => t.tagId === tagId)!;
  }

  /** Deletes a tag and takes it off every conversation; desks drop it on `tags.changed`. */
  async remove(tenantId: string, tagId: string): Promise<{ tagId: string; removedFrom: number }> {
    const removedFrom = await this.deps.db.transaction().execute(async (trx) => {
      await lockTenantTags(trx, tenantId);
      return deleteTag(trx, tenantId, tagId);
    });
    if (removedFrom === null) throw notFound(TAG_NOT_FOUND);
    await this.deps.publish(tenantId, { type: 'tags.changed' });
    return { tagId, removedFrom };
  }

  /**
   * Adds and removes tags on one conversation of the tenant (open or ended) and answers its tags
   * in the order they were added. Idempotent: adding a tag it has or removing one it lacks
   * changes nothing. Without `add` and `remove` it only reads.
   */
  async tag(p: DeskPrincipal, input: ConversationTagsInput): Promise<ConversationTags> {
    const add = [...new Set(input.add ?? [])];
    const remove = [...new Set(input.remove ?? [])];
    const both = add.find((id) => remove.includes(id));
    if (both !== undefined) throw badRequest('add', `"${both}" is also in remove`);
    const { db, clock } = this.deps;
    const session = await findSession(db, p.tenantId, input.sessionId);
    if (!session) throw notFound(CONVERSATION_NOT_FOUND);
    if (!add.length && !remove.length) return { sessionId: session.session_id, tags: (await sessionTags(db, p.tenantId, session.session_id)).map((r) => r.tag_id) };
    const result = await db.transaction().execute(async (trx) => {
      // the visitor row is the conversation's lock (server/conversation): two agents tagging the
      // same conversation at once are serialised, so the per-conversation limit holds
      await lock(trx, session.user_id, { tenantId: p.tenantId });
      const known = new Set((await findTags(trx, p.tenantId, [...add, ...remove])).map((r) => r.tag_id));
      const unknown = [...add, ...remove].find((id) => !known.has(id));
      if (unknown !== undefined) throw notFound(`${TAG_NOT_FOUND}: ${unknown}`);
      const current = await sessionTags(trx, p.tenantId, session.session_id);
      const has = new Set(current.map((r) => r.tag_id));
      const adding = add.filter((id) => !has.has(id));
      const removing = remove.filter((id) => has.has(id));
      const kept = current.filter((r) => !removing.includes(r.tag_id));
      if (kept.length + adding.length > TagLimits.perConversation) throw conflict(`a conversation has at most ${TagLimits.perConversation} tags`);
      // strictly increasing per conversation, so several tags added in one call (or in one
      // millisecond) keep the order they were given in
      let at = Math.max(clock.now(), ...current.map((r) => Number(r.added_at) + 1));
      await deleteSessionTags(trx, p.tenantId, session.session_id, removing);
      await insertSessionTags(trx, adding.map((tagId) => ({ session_id: session.session_id, tag_id: tagId, tenant_id: p.tenantId, added_by: p.agentId, added_at: at++ })));
      return { changed: adding.length + removing.length > 0, tags: [...kept.map((r) => r.tag_id), ...adding] };
    });
    if (result.changed) await this.deps.publish(p.tenantId, { type: 'conversation.tagged', sessionId: session.session_id, tags: result.tags });
    return { sessionId: session.session_id, tags: result.tags };
  }
}
