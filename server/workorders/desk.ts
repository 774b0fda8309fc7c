/**
 * Work orders, the staff side (docs/api.md "Work orders (desk)"): the inbox with filters, text
 * search and keyset paging; one order with its whole timeline; public and internal replies;
 * status, priority and assignment; an order made from a leave message; the admin's type editor.
 * Every call is inside the caller's tenant: another tenant's order is a missing one.
 */
import crypto from 'node:crypto';
import { WoHandleType, WoLimits, WoPriority, WoStartWay, WoStatus } from '../../protocol';
import type { DeskWoSummary, DeskWoType, DeskWorkOrder } from '../../protocol';
import type { DeskPrincipal } from '../agents';
import { badRequest, notFound } from '../errors';
import { cleanText } from '../leave-messages';
import { leaveMessageOfTenant, updateLeaveMessageHandling } from '../leave-messages/store';
import type { WoCore } from './core';
import { emptyFieldValues } from './fields';
import {
  agentNick, deleteType, findOrder, findType, groupOfTenant, inbox, insertHandles, insertOrder, insertType, listTypes, typeInUse, updateOrder, updateType, uploadForAttachment,
} from './store';
import type { StoredFile, WoHandleTable, WorkOrderTable } from './tables';
import { ID_PATTERN, validateType } from './types';
import type { WoTypeInput } from './types';
import { escapeHtml, fieldsOfType, toDeskType, toSummary } from './views';

export const INBOX_LIMIT_DEFAULT = 30;
const NOT_FOUND_MSG = 'work order not found';
const FILE_URL = /(?:^|\/)api\/files\/([0-9a-f]{32})$/;

export interface WoListInput {
  status?: number[] | undefined;
  priority?: number[] | undefined;
  typeId?: string | undefined;
  assignee?: string | undefined;
  groupId?: string | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

export interface WoDeskReplyInput {
  woId: string;
  content: string;
  internal: boolean;
  status?: number | undefined;
  files?: { fileName?: string | undefined; fileUrl: string }[] | undefined;
  localId?: string | undefined;
}

export interface WoUpdateInput {
  woId: string;
  status?: number | undefined;
  priority?: number | undefined;
  assigneeAgentId?: string | null | undefined;
  assigneeGroupId?: string | null | undefined;
  localId?: string | undefined;
}

const encodeCursor = (row: WorkOrderTable): string => Buffer.from(`${Number(row.updated_at)}:${row.wo_id}`).toString('base64url');
function decodeCursor(cursor: string): { updatedAt: number; woId: string } {
  const m = /^(\d{1,15}):([A-Za-z0-9_.:-]{1,64})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) throw badRequest('cursor', 'is not a cursor of this list');
  return { updatedAt: Number(m[1]), woId: m[2]! };
}

const newId = (): string => crypto.randomUUID();

export class WorkOrderDesk {
  constructor(private readonly core: WoCore) {}

  // ---- the admin's type editor

  async types(tenantId: string): Promise<{ types: DeskWoType[] }> {
    return { types: (await listTypes(this.core.db, tenantId)).map(toDeskType) };
  }

  /** Creates (no typeId, or a new one) or replaces a type; fields keep their ids when given. */
  async setType(tenantId: string, input: WoTypeInput): Promise<DeskWoType> {
    const valid = validateType(input);
    const now = this.core.now();
    const typeId = input.typeId ?? `t-${crypto.randomBytes(6).toString('hex')}`;
    if (!ID_PATTERN.test(typeId)) throw badRequest('typeId', 'is not a valid id');
    const set = { type_name: valid.typeName, enabled: valid.enabled ? 1 : 0, fields: JSON.stringify(valid.fields), updated_at: now };
    await this.core.db.transaction().execute(async (trx) => {
      if (await findType(trx, tenantId, typeId)) await updateType(trx, tenantId, typeId, set);
      else await insertType(trx, { tenant_id: tenantId, type_id: typeId, created_at: now, ...set });
    });
    return toDeskType((await findType(this.core.db, tenantId, typeId))!);
  }

  /**
   * Removes a type no order was made with; a type with orders is disabled instead (its orders
   * keep their type name and fields either way). A disabled type is offered to no visitor.
   */
  async deleteType(tenantId: string, typeId: string): Promise<{ typeId: string; removed: boolean }> {
    return this.core.db.transaction().execute(async (trx) => {
      const t = await findType(trx, tenantId, typeId);
      if (!t) throw notFound('typeId: no such work-order type');
      if (await typeInUse(trx, tenantId, typeId)) {
        await updateType(trx, tenantId, typeId, { type_name: t.type_name, enabled: 0, fields: t.fields, updated_at: this.core.now() });
        return { typeId, removed: false };
      }
      await deleteType(trx, tenantId, typeId);
      return { typeId, removed: true };
    });
  }

  // ---- the inbox

  async list(p: DeskPrincipal, input: WoListInput): Promise<{ list: DeskWoSummary[]; nextCursor: string | null }> {
    const limit = input.limit ?? INBOX_LIMIT_DEFAULT;
    const q = input.q?.trim().toLowerCase();
    const assignee = input.assignee === undefined ? undefined : input.assignee === 'me' ? p.agentId : input.assignee === 'none' ? null : input.assignee;
    const rows = await inbox(this.core.db, p.tenantId, {
      status: input.status, priority: input.priority, typeId: input.typeId, assigneeAgentId: assignee, groupId: input.groupId,
      q: q || undefined, after: input.cursor ? decodeCursor(input.cursor) : undefined, limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    return { list: page.map((r) => toSummary(r, r.assignee_nick)), nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null };
  }

  private async order(tenantId: string, woId: string): Promise<WorkOrderTable> {
    const row = await findOrder(this.core.db, tenantId, woId);
    if (!row) throw notFound(NOT_FOUND_MSG);
    return row;
  }

  async get(p: DeskPrincipal, woId: string): Promise<DeskWorkOrder> {
    return this.core.deskOrder(await this.order(p.tenantId, woId));
  }

  // ---- replies and changes

  /** Desk attachments: files stored in this tenant (the desk's uploads). */
  private async files(tenantId: string, files: WoDeskReplyInput['files']): Promise<StoredFile[]> {
    const list = files ?? [];
    if (list.length > WoLimits.attachmentsMax) throw badRequest('files', `at most ${WoLimits.attachmentsMax} files`);
    const out: StoredFile[] = [];
    for (const [i, f] of list.entries()) {
      const fileId = FILE_URL.exec(f.fileUrl)?.[1];
      const row = fileId ? await uploadForAttachment(this.core.db, fileId) : undefined;
      if (!fileId || !row || row.tenant_id !== tenantId) throw badRequest(`files[${i}].fileUrl`, 'is not a file stored by this desk');
      out.push({ fileName: row.name, fileType: row.suffix, fileUrl: `/api/files/${fileId}` });
    }
    return out;
  }

  /** A public (1) or internal (3) reply, with a status change (a 4 entry before it) when asked. */
  async reply(p: DeskPrincipal, input: WoDeskReplyInput): Promise<DeskWorkOrder> {
    await this.order(p.tenantId, input.woId);
    const text = cleanText('content', input.content, { max: WoLimits.replyMax, multiLine: true });
    if (!text) throw badRequest('content', 'is required');
    const files = await this.files(p.tenantId, input.files);
    const key = input.localId ? `d:${input.localId}` : undefined;
    const done = await this.core.once(p.tenantId, key, input.woId, async (trx) => {
      const now = this.core.now();
      const reserve = input.status === undefined ? 1 : 2;
      const set = input.internal ? { updated_at: now } : { updated_at: now, awaiting_staff: 0 };
      const bumped = await updateOrder(trx, p.tenantId, input.woId, set, reserve);
      if (!bumped) throw notFound(NOT_FOUND_MSG);
      const from = Number(bumped.status);
      const to = input.status ?? from;
      const row = to === from ? bumped : (await updateOrder(trx, p.tenantId, input.woId, { status: to }, 0))!;
      const handles: WoHandleTable[] = [];
      const base = { wo_id: input.woId, tenant_id: p.tenantId, user_name: p.nick, agent_id: p.agentId, status_after: to, created_at: now };
      const count = Number(bumped.handle_count);
      if (to !== from) handles.push({ ...base, handle_id: newId(), seq: count - 1, handle_type: WoHandleType.change, content: escapeHtml(`status: ${from} → ${to}`), files: '[]' });
      const reply = { ...base, handle_id: newId(), seq: count, handle_type: input.internal ? WoHandleType.internal : WoHandleType.publicReply, content: escapeHtml(text), files: JSON.stringify(files) };
      handles.push(reply);
      await insertHandles(trx, handles);
      // the visitor hears of a public reply and of a status change; an internal note tells nobody
      if (!input.internal) await this.core.notify(trx, { kind: 'staffReply', order: row, handleId: reply.handle_id, text });
      if (to !== from) await this.core.notify(trx, { kind: 'status', order: row, handleId: handles[0]!.handle_id, to });
      return { row };
    });
    if (!done.fresh) return this.core.deskOrder(await this.core.reload(p.tenantId, done.woId));
    return this.core.after(done.result.row, 'wo.updated');
  }

  /** Status, priority, agent and group: each real change is a 4 entry; nothing changed, nothing written. */
  async update(p: DeskPrincipal, input: WoUpdateInput): Promise<DeskWorkOrder> {
    await this.order(p.tenantId, input.woId);
    let agentLabel = '';
    if (input.assigneeAgentId) {
      const nick = await agentNick(this.core.db, p.tenantId, input.assigneeAgentId);
      if (nick === null) throw notFound('assigneeAgentId: no such agent');
      agentLabel = `${nick} (${input.assigneeAgentId})`;
    }
    if (input.assigneeGroupId && !(await groupOfTenant(this.core.db, p.tenantId, input.assigneeGroupId))) throw notFound('assigneeGroupId: no such group');
    const key = input.localId ? `d:${input.localId}` : undefined;
    const done = await this.core.once(p.tenantId, key, input.woId, async (trx) => {
      const current = await findOrder(trx, p.tenantId, input.woId);
      if (!current) throw notFound(NOT_FOUND_MSG);
      const from = Number(current.status);
      const changes: string[] = [];
      const set: Parameters<typeof updateOrder>[3] = {};
      if (input.status !== undefined && input.status !== from) { set.status = input.status; changes.push(`status: ${from} → ${input.status}`); }
      if (input.priority !== undefined && input.priority !== Number(current.priority)) { set.priority = input.priority; changes.push(`priority: ${Number(current.priority)} → ${input.priority}`); }
      if (input.assigneeAgentId !== undefined && input.assigneeAgentId !== current.assignee_agent_id) {
        set.assignee_agent_id = input.assigneeAgentId; changes.push(`assignee: ${input.assigneeAgentId ? agentLabel : 'none'}`);
      }
      if (input.assigneeGroupId !== undefined && input.assigneeGroupId !== current.assignee_group_id) {
        set.assignee_group_id = input.assigneeGroupId; changes.push(`group: ${input.assigneeGroupId ?? 'none'}`);
      }
      if (!changes.length) return { row: current, changed: false };
      const now = this.core.now();
      const row = (await updateOrder(trx, p.tenantId, input.woId, { ...set, updated_at: now }, changes.length))!;
      const first = Number(row.handle_count) - changes.length + 1;
      const entries = changes.map((c, i) => ({
        handle_id: newId(), wo_id: input.woId, seq: first + i, tenant_id: p.tenantId, handle_type: WoHandleType.change,
        user_name: p.nick, agent_id: p.agentId, status_after: Number(row.status), content: escapeHtml(c), files: '[]', created_at: now,
      }));
      await insertHandles(trx, entries);
      // the status change, when there is one, is the first entry
      if (set.status !== undefined) await this.core.notify(trx, { kind: 'status', order: row, handleId: entries[0]!.handle_id, to: set.status });
      return { row, changed: true };
    });
    if (!done.fresh) return this.core.deskOrder(await this.core.reload(p.tenantId, done.woId));
    const { row, changed } = done.result;
    if (!changed) return this.core.deskOrder(row);
    return this.core.after(row, 'wo.updated');
  }

  // ---- from a leave message

  /** An order with the leave message's text and contact; the message is marked handled. A second call answers the same order. */
  async fromLeaveMessage(p: DeskPrincipal, input: { leaveMsgId: string; typeId?: string | undefined }): Promise<DeskWorkOrder> {
    const key = `lm:${input.leaveMsgId}`;
    const lm = await leaveMessageOfTenant(this.core.db, p.tenantId, input.leaveMsgId);
    if (!lm) throw notFound('leaveMsgId: no such leave message');
    let typeId = input.typeId;
    if (typeId === undefined) {
      const channel = await this.core.deps.channels.get(lm.channel_id);
      const configured = channel?.tenantId === p.tenantId ? channel.config.leaveMsgWoType : undefined;
      if (configured !== undefined && configured !== '') typeId = String(configured);
    }
    const type = typeId === undefined ? undefined : await findType(this.core.db, p.tenantId, typeId);
    if (input.typeId !== undefined && (!type || Number(type.enabled) !== 1)) throw notFound('typeId: no such work-order type');
    const usable = type && Number(type.enabled) === 1 ? type : undefined;

    const text = lm.msg_content;
    const firstLine = text.split('\n')[0]!.trim();
    const title = [...firstLine].length > WoLimits.titleMax ? `${[...firstLine].slice(0, WoLimits.titleMax - 1).join('')}…` : firstLine;
    const now = this.core.now();
    const row: WorkOrderTable = {
      wo_id: newId(), tenant_id: p.tenantId, channel_id: lm.channel_id, user_id: lm.user_id,
      type_id: usable?.type_id ?? '', type_name: usable?.type_name ?? '', title,
      content: escapeHtml(text).replace(/\n/g, '<br>'), search_text: `${title}\n${text}`.toLowerCase(),
      status: WoStatus.notHandled, priority: WoPriority.normal,
      customer_name: lm.customer_name, customer_phone: lm.customer_phone ?? '', customer_email: lm.customer_email ?? '', locale: '',
      fields: JSON.stringify(usable ? emptyFieldValues(fieldsOfType(usable)) : []), files: '[]', start_way: WoStartWay.widget,
      assignee_agent_id: null, assignee_group_id: null, leave_msg_id: lm.leave_msg_id,
      awaiting_staff: 1, handle_count: 0, created_at: now, updated_at: now,
    };
    const done = await this.core.once(p.tenantId, key, undefined, async (trx) => {
      await insertOrder(trx, row);
      await updateLeaveMessageHandling(trx, p.tenantId, lm.leave_msg_id, { msg_state: 1, msg_desc: `→ work order ${row.wo_id}`, update_user_name: p.nick, updated_at: now });
      // the visitor who left the message gets the order's link
      await this.core.notify(trx, { kind: 'created', order: row });
      return { row };
    });
    if (!done.fresh) return this.core.deskOrder(await this.core.reload(p.tenantId, done.woId));
    return this.core.after(done.result.row, 'wo.created');
  }
}
