/**
 * The desk's Conversations area (docs/api.md "Conversations"): any signed-in agent of the tenant
 * finds any conversation of the tenant — views, filters, full-text search, keyset paging by last
 * activity — and reads one whole (staff log, internal notes included). Read-only.
 */
import { ConnectionType, ConversationLimits } from '../../protocol';
import type {
  ConversationHit, ConversationPage, ConversationQuery, ConversationStatus, DeskConversationDetail, DeskConversationSummary,
} from '../../protocol';
import { badRequest, notFound } from '../errors';
import type { Db, DialectName } from '../store/db';
import { toDeskMessage, toDeskVisitor, visitorNaming } from '../chat';
import { agentNicks, conversationPage, evaluationOf, newestHit, newestVisible, sessionLog, tagsOf, visitorRow } from './store';
import type { ConversationFilter, ConversationRow, SearchMatch } from './store';
import { messageText } from './text';
import { searchText, snippetOf } from './snippet';
import { decodeKeyset, encodeKeyset } from '../keyset';

/** conversations/get returns the first this many messages; the desk pages on with chat/messages (afterSeq). */
export const DETAIL_MESSAGE_CAP = 1000;
const PREVIEW_MAX = 120;

export interface ConversationActor { agentId: string; tenantId: string }

export interface ConversationDeps {
  db: Db;
  dialect: DialectName;
  /** conversations a search walks before the index answers (store.ts WALK_WINDOW; tests make it small) */
  walkWindow?: number;
}

/** The cursor is the last row's (last activity, session id), base64url (server/keyset.ts): opaque to the desk. */
export const encodeCursor = encodeKeyset;
export const decodeCursor = (cursor: string): { at: number; id: string } => decodeKeyset(cursor, 'list');

function statusOf(r: ConversationRow): ConversationStatus {
  if (Number(r.ended) === 1) return 'ended';
  if (Number(r.queued) === 1) return 'queued';
  return r.connection === ConnectionType.manual ? 'manual' : 'robot';
}

/** The visitor's first field containing the search, as a hit (a form field: its value). */
function visitorHit(r: ConversationRow, text: string): ConversationHit | null {
  const fields: string[] = [r.user_name ?? '', r.phone ?? '', r.email ?? ''];
  try {
    const form = r.form_params ? (JSON.parse(r.form_params) as unknown) : null;
    if (form && typeof form === 'object') for (const v of Object.values(form)) if (v !== null && typeof v !== 'object') fields.push(String(v));
  } catch {
    // not JSON: no form fields
  }
  for (const f of fields) {
    const s = snippetOf(f, text);
    if (s) return { msgId: null, seq: null, ...s };
  }
  return null;
}

export class ConversationService {
  constructor(private readonly deps: ConversationDeps) {}

  async list(a: ConversationActor, query: ConversationQuery): Promise<ConversationPage> {
    if (query.from !== undefined && query.to !== undefined && query.to < query.from) throw badRequest('to', 'must not be before from');
    const search: SearchMatch | undefined = query.q !== undefined ? { dialect: this.deps.dialect, ...searchText(query.q) } : undefined;
    const limit = query.limit ?? ConversationLimits.pageDefault;
    const filter: ConversationFilter = {
      tenantId: a.tenantId, agentId: a.agentId, view: query.view ?? 'all', limit: limit + 1,
      ...(this.deps.walkWindow !== undefined ? { walkWindow: this.deps.walkWindow } : {}),
      ...(query.channelId !== undefined ? { channelId: query.channelId } : {}),
      ...(query.agentId !== undefined ? { adminId: query.agentId } : {}),
      ...(query.groupId !== undefined ? { groupId: query.groupId } : {}),
      ...(query.tagId !== undefined ? { tagId: query.tagId } : {}),
      ...(query.star !== undefined ? { star: query.star } : {}),
      ...(query.status !== undefined ? { status: query.status } : {}),
      ...(query.from !== undefined ? { from: query.from } : {}),
      ...(query.to !== undefined ? { to: query.to } : {}),
      ...(search ? { search } : {}),
      ...(query.cursor !== undefined ? { after: decodeCursor(query.cursor) } : {}),
    };
    const rows = await conversationPage(this.deps.db, filter);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const conversations = await this.summaries(a.tenantId, page, search);
    return { conversations, nextCursor: rows.length > limit && last ? encodeCursor(Number(last.last_msg_at), last.session_id) : null };
  }

  async get(a: ConversationActor, sessionId: string): Promise<DeskConversationDetail> {
    const [row] = await conversationPage(this.deps.db, { tenantId: a.tenantId, agentId: a.agentId, view: 'all', sessionId, limit: 1 });
    // another tenant's conversation is exactly as missing as one that never was
    if (!row) throw notFound('sessionId: no such conversation');
    const [[conversation], visitor, log, ev] = await Promise.all([
      this.summaries(a.tenantId, [row], undefined),
      visitorRow(this.deps.db, row.user_id, a.tenantId),
      sessionLog(this.deps.db, sessionId, DETAIL_MESSAGE_CAP),
      evaluationOf(this.deps.db, sessionId, a.tenantId),
    ]);
    if (!conversation || !visitor) throw notFound('sessionId: no such conversation');
    return {
      conversation, visitor: toDeskVisitor(visitor), messages: log.map(toDeskMessage),
      evaluation: ev ? {
        star: ev.star == null ? null : Number(ev.star), solve: ev.solve == null ? null : Number(ev.solve),
        tags: ev.tags ? ev.tags.split(',').filter(Boolean) : [], content: ev.content, createdAt: Number(ev.created_at),
      } : null,
    };
  }

  private async summaries(tenantId: string, rows: ConversationRow[], search: SearchMatch | undefined): Promise<DeskConversationSummary[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.session_id);
    const admins = [...new Set(rows.map((r) => r.admin_id).filter((x): x is string => !!x))];
    const [previews, tags, nicks, hits] = await Promise.all([
      newestVisible(this.deps.db, ids), tagsOf(this.deps.db, tenantId, ids), agentNicks(this.deps.db, tenantId, admins),
      search ? Promise.all(rows.map((r) => this.hit(r, search))) : Promise.resolve([]),
    ]);
    const previewOf = new Map(previews.map((m) => [m.session_id, [...messageText(m)].slice(0, PREVIEW_MAX).join('')]));
    const nickOf = new Map(nicks.map((n) => [n.agent_id, n.nick]));
    const tagsBy = new Map<string, string[]>();
    for (const t of tags) tagsBy.set(t.session_id, [...(tagsBy.get(t.session_id) ?? []), t.tag_id]);
    return rows.map((r, i) => {
      const hit = hits[i];
      return {
        sessionId: r.session_id, userId: r.user_id, channelId: r.channel_id, ...visitorNaming(r.user_id, r.user_name),
        locale: r.locale ?? '', device: r.user_agent ?? '', status: statusOf(r), adminId: r.admin_id,
        adminNick: r.admin_id ? nickOf.get(r.admin_id) ?? null : null, groupId: r.group_id, startedAt: Number(r.started_at),
        endedAt: r.ended_at == null ? null : Number(r.ended_at), lastMsgAt: Number(r.last_msg_at), messageCount: Number(r.last_seq),
        star: r.star == null ? null : Number(r.star), solve: r.solve == null ? null : Number(r.solve),
        tags: tagsBy.get(r.session_id) ?? [], preview: previewOf.get(r.session_id) ?? '',
        ...(hit ? { hit } : {}),
      };
    });
  }

  /** Where the conversation matched: its newest matching message, else the visitor's field. */
  private async hit(r: ConversationRow, search: SearchMatch): Promise<ConversationHit | undefined> {
    const m = await newestHit(this.deps.db, r.session_id, search);
    if (m) {
      const body = messageText(m);
      const s = snippetOf(body, search.text);
      // the index matched where JavaScript's folding does not (rare letters): the message's start
      return { msgId: m.msg_id, seq: Number(m.seq), ...(s ?? { snippet: [...body].slice(0, ConversationLimits.snippetContext * 2).join(''), ranges: [] }) };
    }
    return visitorHit(r, search.text) ?? undefined;
  }
}
