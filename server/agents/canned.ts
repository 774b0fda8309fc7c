/**
 * Canned replies per tenant (issue 11 desk: typed `/` + name in the reply box). Agents read them;
 * admins write them.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DeskCannedReply } from '../../protocol';
import type { Database } from '../store/schema';
import { conflict, notFound } from '../errors';
import { AccountLimits, cannedName, messageText } from './validate';
import './tables';

export class CannedReplies {
  constructor(private readonly db: Kysely<Database>, private readonly now: () => number) {}

  async list(tenantId: string): Promise<DeskCannedReply[]> {
    const rows = await this.db.selectFrom('canned_replies').selectAll().where('tenant_id', '=', tenantId).orderBy('name').execute();
    return rows.map((r) => ({ replyId: r.reply_id, name: r.name, content: r.content, updatedAt: Number(r.updated_at) }));
  }

  async create(tenantId: string, input: { name: unknown; content: unknown }): Promise<DeskCannedReply> {
    const name = cannedName(input.name);
    const content = messageText(input.content, 'content');
    const now = this.now();
    const replyId = `c${crypto.randomBytes(8).toString('hex')}`;
    await this.db.transaction().execute(async (trx) => {
      const n = await trx.selectFrom('canned_replies').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
      if (Number(n.n) >= AccountLimits.cannedPerTenant) throw conflict(`at most ${AccountLimits.cannedPerTenant} canned replies`);
      const taken = await trx.selectFrom('canned_replies').select('reply_id').where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst();
      if (taken) throw conflict(`name: a canned reply "${name}" exists`);
      await trx.insertInto('canned_replies').values({ reply_id: replyId, tenant_id: tenantId, name, content, created_at: now, updated_at: now }).execute();
    });
    return { replyId, name, content, updatedAt: now };
  }

  async update(tenantId: string, replyId: string, input: { name?: unknown; content?: unknown }): Promise<DeskCannedReply> {
    const set: { name?: string; content?: string; updated_at: number } = { updated_at: this.now() };
    if (input.name !== undefined) set.name = cannedName(input.name);
    if (input.content !== undefined) set.content = messageText(input.content, 'content');
    await this.db.transaction().execute(async (trx) => {
      if (set.name !== undefined) {
        const taken = await trx.selectFrom('canned_replies').select('reply_id').where('tenant_id', '=', tenantId).where('name', '=', set.name).where('reply_id', '!=', replyId).executeTakeFirst();
        if (taken) throw conflict(`name: a canned reply "${set.name}" exists`);
      }
      const r = await trx.updateTable('canned_replies').set(set).where('reply_id', '=', replyId).where('tenant_id', '=', tenantId).executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw notFound('replyId: no such canned reply');
    });
    return (await this.list(tenantId)).find((c) => c.replyId === replyId)!;
  }

  async remove(tenantId: string, replyId: string): Promise<void> {
    const r = await this.db.deleteFrom('canned_replies').where('reply_id', '=', replyId).where('tenant_id', '=', tenantId).executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) throw notFound('replyId: no such canned reply');
  }
}
