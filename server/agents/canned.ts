/**
 * Canned replies per tenant (issue 11 desk: typed `/` + name in the reply box). Agents read them;
 * admins write them.
 */
import crypto from 'node:crypto';
import type { DeskCannedReply } from '../../protocol';
import type { Db } from '../store/db';
import { conflict, notFound } from '../errors';
import { AccountLimits, cannedName, messageText } from './validate';
import { countCannedReplies, deleteCannedReply, insertCannedReply, isCannedNameTaken, listCannedReplies, updateCannedReply } from './store';

export class CannedReplies {
  constructor(private readonly db: Db, private readonly now: () => number) {}

  async list(tenantId: string): Promise<DeskCannedReply[]> {
    const rows = await listCannedReplies(this.db, tenantId);
    return rows.map((r) => ({ replyId: r.reply_id, name: r.name, content: r.content, updatedAt: Number(r.updated_at) }));
  }

  async create(tenantId: string, input: { name: unknown; content: unknown }): Promise<DeskCannedReply> {
    const name = cannedName(input.name);
    const content = messageText(input.content, 'content');
    const now = this.now();
    const replyId = `c${crypto.randomBytes(8).toString('hex')}`;
    await this.db.transaction().execute(async (trx) => {
      if ((await countCannedReplies(trx, tenantId)) >= AccountLimits.cannedPerTenant) throw conflict(`at most ${AccountLimits.cannedPerTenant} canned replies`);
      if (await isCannedNameTaken(trx, tenantId, name)) throw conflict(`name: a canned reply "${name}" exists`);
      await insertCannedReply(trx, { reply_id: replyId, tenant_id: tenantId, name, content, created_at: now, updated_at: now });
    });
    return { replyId, name, content, updatedAt: now };
  }

  async update(tenantId: string, replyId: string, input: { name?: unknown; content?: unknown }): Promise<DeskCannedReply> {
    const set: { name?: string; content?: string; updated_at: number } = { updated_at: this.now() };
    if (input.name !== undefined) set.name = cannedName(input.name);
    if (input.content !== undefined) set.content = messageText(input.content, 'content');
    await this.db.transaction().execute(async (trx) => {
      if (set.name !== undefined) {
        if (await isCannedNameTaken(trx, tenantId, set.name, replyId)) throw conflict(`name: a canned reply "${set.name}" exists`);
      }
      if (!(await updateCannedReply(trx, tenantId, replyId, set))) throw notFound('replyId: no such canned reply');
    });
    return (await this.list(tenantId)).find((c) => c.replyId === replyId)!;
  }

  async remove(tenantId: string, replyId: string): Promise<void> {
    if (!(await deleteCannedReply(this.db, tenantId, replyId))) throw notFound('replyId: no such canned reply');
  }
}
