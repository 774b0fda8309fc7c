/**
 * Work orders, the visitor's side (spec §7, docs/api.md "Work orders"): the templates (a template
 * IS a type), addWo, the visitor's list, one order by the visitor's token or by the link token,
 * and customer replies. Tenant and visitor come from the token, never from the body.
 */
import crypto from 'node:crypto';
import { EMAIL_PATTERN, FileExtensions, WoHandleType, WoLimits, WoPriority, WoStartWay, WoStatus } from '../../protocol';
import type { DeskWoField, TemplateField, WoTypeRef, WorkOrder } from '../../protocol';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { VisitorIdentity } from '../identity';
import { cleanText, phonePatternFor, LeaveMsgLimits } from '../leave-messages';
import { sanitizeAnswer } from '../robot';
import { WoCore } from './core';
import { WorkOrderDesk } from './desk';
import type { WorkOrderDeps } from './core';
import { validateFieldValues } from './fields';
import type { FieldValueInput } from './fields';
import { findOrderAnyTenant, findType, handlesOf, insertHandles, insertOrder, ordersOfVisitor, updateOrder, uploadForAttachment, visitorContact } from './store';
import type { StoredFile, WoTypeTable, WorkOrderTable } from './tables';
import { escapeHtml, fieldsOfType, plainText, toTemplateField, toVisitorOrder } from './views';

/** How many of a visitor's own orders queryWoByCustom answers, newest first. */
export const VISITOR_LIST_MAX = 100;
/** The one answer to a missing order and to every token that is not the order's (docs/api.md). */
export const NOT_FOUND_MSG = 'work order not found';

export interface WoFileInput { fileName?: string | undefined; fileUrl: string; fileType?: string | undefined }

export interface AddWoInput {
  woTypeId?: string | undefined;
  woTitle?: string | undefined;
  woContent: string;
  fields: FieldValueInput[];
  files: WoFileInput[];
  localId?: string | undefined;
  customerName?: string | undefined;
  customerPhone?: string | undefined;
  customerEmail?: string | undefined;
  startWay?: number | undefined;
}

export interface WoReplyInput { woId: string; handleContent: string; files: WoFileInput[]; localId?: string | undefined }

/** How a caller may reach one order: the visitor's token, the link token, or both. */
export interface WoCredentials { visitor?: VisitorIdentity | undefined; linkTokens?: readonly unknown[] | undefined }

const FILE_URL = /(?:^|\/)api\/files\/([0-9a-f]{32})$/;
const IMAGE_SUFFIXES: readonly string[] = FileExtensions.attachmentImage;
const newWoId = (): string => crypto.randomUUID();
const newHandleId = (): string => crypto.randomUUID();

/** The visitor's text as safe HTML: escaped, line breaks kept as they are. */
export const textAsHtml = (s: string): string => escapeHtml(s);

export class WorkOrderService {
  readonly core: WoCore;
  /** the staff side (desk routes) */
  readonly desk: WorkOrderDesk;

  constructor(deps: WorkOrderDeps) {
    this.core = new WoCore(deps);
    this.desk = new WorkOrderDesk(this.core);
  }

  // ---- templates

  /** An enabled type of the tenant: unknown is a 404 for the template calls, a 400 for addWo (bad input). */
  private async enabledType(tenantId: string, typeId: string | undefined, field: string, unknown: 'notFound' | 'badRequest' = 'notFound'): Promise<WoTypeTable> {
    if (typeId === undefined || typeId === '') throw badRequest(field, 'is required');
    const t = await findType(this.core.db, tenantId, typeId);
    if (!t || Number(t.enabled) !== 1) throw unknown === 'notFound' ? notFound(`${field}: no such work-order type`) : badRequest(field, 'is not a work-order type of this tenant');
    return t;
  }

  /** The channel's configured type when the caller names none. */
  private async typeIdFor(id: VisitorIdentity, given: string | undefined): Promise<string | undefined> {
    if (given !== undefined && given !== '') return given;
    const channel = await this.core.deps.channels.get(id.channelId);
    const configured = channel?.tenantId === id.tenantId ? channel.config.leaveMsgWoType : undefined;
    return configured === undefined || configured === '' ? undefined : String(configured);
  }

  /** getWoTemplate / getTemplateFiledInfoByTemplateId / getTemplateFiledInfoByTypeId. */
  async template(id: VisitorIdentity, typeId: string | undefined): Promise<{ woType: WoTypeRef; items: TemplateField[] }> {
    const t = await this.enabledType(id.tenantId, await this.typeIdFor(id, typeId), 'templateId');
    return { woType: { typeId: t.type_id, typeName: t.type_name }, items: fieldsOfType(t).map(toTemplateField) };
  }

  /** queryWoTypeInfoItem. */
  async items(id: VisitorIdentity, typeId: string | undefined): Promise<{ items: TemplateField[] }> {
    return { items: (await this.template(id, typeId)).items };
  }

  // ---- orders

  /** Attachments: only this visitor's work-order uploads, images of the spec's kinds, at most 3. */
  private async attachments(owner: { tenantId: string; userId: string }, files: readonly WoFileInput[]): Promise<StoredFile[]> {
    if (files.length > WoLimits.attachmentsMax) throw badRequest('woFileRelVoList', `at most ${WoLimits.attachmentsMax} files`);
    const seen = new Set<string>();
    const out: StoredFile[] = [];
    for (const [i, f] of files.entries()) {
      const field = `woFileRelVoList[${i}].fileUrl`;
      const fileId = FILE_URL.exec(String(f.fileUrl ?? ''))?.[1];
      const row = fileId ? await uploadForAttachment(this.core.db, fileId) : undefined;
      if (!fileId || !row || row.tenant_id !== owner.tenantId || row.user_id !== owner.userId || row.purpose !== 'wo') throw badRequest(field, 'is not a file uploaded for this work order');
      if (row.file_class !== 'image' || !IMAGE_SUFFIXES.includes(row.suffix === 'jpeg' ? 'jpg' : row.suffix)) throw badRequest(field, 'only images can be attached (gif, jpeg, png, jpg, bmp)');
      if (seen.has(fileId)) throw badRequest(field, 'is given twice');
      seen.add(fileId);
      out.push({ fileName: row.name, fileType: row.suffix, fileUrl: `/api/files/${fileId}` });
    }
    return out;
  }

  /** spec §7 addWo; a retry with the same localId answers the stored order. */
  async add(id: VisitorIdentity, input: AddWoInput, ctx: { locale?: string | undefined } = {}): Promise<WorkOrder> {
    const channel = await this.core.deps.channels.get(id.channelId);
    if (!channel || channel.tenantId !== id.tenantId) throw forbidden('channel not available');
    const key = input.localId ? `v:${id.userId}:${input.localId}` : undefined;
    // a retry answers the stored order before anything is checked again
    const retried = await this.core.earlier(id.tenantId, key);
    if (retried) return this.visitorView(await this.core.reload(id.tenantId, retried.woId), true);
    const type = await this.enabledType(id.tenantId, await this.typeIdFor(id, input.woTypeId), 'woTypeId', 'badRequest');
    const fields: DeskWoField[] = fieldsOfType(type);

    if (input.woContent.length > WoLimits.contentMax * 4) throw badRequest('woContent', `must be at most ${WoLimits.contentMax} characters`);
    const content = sanitizeAnswer(input.woContent);
    const text = plainText(content);
    if (!text) throw badRequest('woContent', 'is required');
    if ([...text].length > WoLimits.contentMax) throw badRequest('woContent', `must be at most ${WoLimits.contentMax} characters`);
    const title = cleanText('woTitle', input.woTitle ?? '', { max: WoLimits.titleMax })
      || cleanText('woTitle', channel.config.leaveMsgTitle ?? '', { max: WoLimits.titleMax }) || type.type_name;
    const values = validateFieldValues(fields, input.fields);

    const profile = await visitorContact(this.core.db, id.tenantId, id.userId);
    const name = cleanText('customerName', input.customerName ?? '', { max: LeaveMsgLimits.customerNameMax }) || (profile?.user_name ?? '');
    const phone = cleanText('customerPhone', input.customerPhone ?? '', { max: LeaveMsgLimits.customerPhoneMax });
    if (phone && !phonePatternFor(channel.config).test(phone)) throw badRequest('customerPhone', 'is not a valid phone number');
    const email = cleanText('customerEmail', input.customerEmail ?? '', { max: LeaveMsgLimits.customerEmailMax });
    if (email && !EMAIL_PATTERN.test(email)) throw badRequest('customerEmail', 'is not a valid e-mail address');
    const files = await this.attachments(id, input.files);

    const now = this.core.now();
    const row: WorkOrderTable = {
      wo_id: newWoId(), tenant_id: id.tenantId, channel_id: id.channelId, user_id: id.userId,
      type_id: type.type_id, type_name: type.type_name, title, content,
      search_text: `${title}\n${text}`.toLowerCase(),
      status: WoStatus.notHandled, priority: WoPriority.normal,
      customer_name: name, customer_phone: phone, customer_email: email || (profile?.email ?? ''),
      // the language the widget speaks to this visitor, else the browser's
      locale: profile?.locale || ctx.locale || '',
      fields: JSON.stringify(values), files: JSON.stringify(files), start_way: input.startWay ?? WoStartWay.widget,
      assignee_agent_id: null, assignee_group_id: null, leave_msg_id: null,
      awaiting_staff: 1, handle_count: 0, created_at: now, updated_at: now,
    };
    const done = await this.core.once(id.tenantId, key, undefined, async (trx) => {
      await insertOrder(trx, row);
      await this.core.notify(trx, { kind: 'created', order: row });
      return { row };
    });
    if (!done.fresh) return this.visitorView(await this.core.reload(id.tenantId, done.woId), true);
    const stored = done.result.row;
    await this.core.after(stored, 'wo.created');
    return this.visitorView(stored, true);
  }

  /** spec §7 queryWoByCustom: the visitor's own orders, newest first, each with its link token. */
  async mine(id: VisitorIdentity): Promise<{ list: WorkOrder[] }> {
    const rows = await ordersOfVisitor(this.core.db, id.tenantId, id.userId, VISITOR_LIST_MAX);
    return { list: await Promise.all(rows.map((r) => this.visitorView(r, true))) };
  }

  /**
   * The order if the caller may see it: the visitor's token names its owner, or the link token is
   * the order's. Anything else — no order, no token, "null", "0", another order's token, another
   * tenant — is the same 404.
   */
  async access(woId: string, cred: WoCredentials): Promise<{ row: WorkOrderTable; owner: boolean }> {
    const row = woId ? await findOrderAnyTenant(this.core.db, woId) : undefined;
    if (row) {
      const v = cred.visitor;
      if (v && v.tenantId === row.tenant_id && v.userId === row.user_id) return { row, owner: true };
      if (this.core.tokens.verifyAny(row.tenant_id, row.wo_id, cred.linkTokens ?? [])) return { row, owner: false };
    }
    throw notFound(NOT_FOUND_MSG);
  }

  /** woinfo / getOrderInfo / queryWoById: `token` only for the order's own visitor. */
  async get(woId: string, cred: WoCredentials): Promise<WorkOrder> {
    const { row, owner } = await this.access(woId, cred);
    return this.visitorView(row, owner);
  }

  /**
   * addWoHandleInfo / addReplay: a customer reply (handleType 2). On waiting (2) or resolved (3)
   * the order goes back to accepted (1); a closed order (5, 99) is a 409. `admit` is the rate
   * limit, told whose write it is once the order is known.
   */
  async reply(cred: WoCredentials, input: WoReplyInput, admit: (owner: VisitorIdentity) => void): Promise<WorkOrder> {
    const { row, owner } = await this.access(input.woId, cred);
    const who: VisitorIdentity = { tenantId: row.tenant_id, channelId: row.channel_id, userId: row.user_id };
    const text = cleanText('handleContent', input.handleContent, { max: WoLimits.replyMax, multiLine: true });
    if (!text) throw badRequest('handleContent', 'is required');
    const files = await this.attachments(who, input.files);
    const key = input.localId ? `v:${row.user_id}:${input.localId}` : undefined;
    admit(who);
    const done = await this.core.once(row.tenant_id, key, row.wo_id, async (trx) => {
      const now = this.core.now();
      const current = await updateOrder(trx, row.tenant_id, row.wo_id, { awaiting_staff: 1, updated_at: now }, 1);
      if (!current) throw notFound(NOT_FOUND_MSG);
      const from = Number(current.status);
      if (from === WoStatus.over || from === WoStatus.closed) throw conflict('work order is closed');
      const status = from === WoStatus.waiting || from === WoStatus.resolved ? WoStatus.accepted : from;
      const changed = status === from ? current : await updateOrder(trx, row.tenant_id, row.wo_id, { status }, 0);
      const handle = {
        handle_id: newHandleId(), wo_id: row.wo_id, seq: Number(current.handle_count), tenant_id: row.tenant_id,
        handle_type: WoHandleType.customerReply, user_name: row.customer_name || 'Customer', agent_id: null,
        status_after: status, content: textAsHtml(text), files: JSON.stringify(files), created_at: now,
      };
      await insertHandles(trx, [handle]);
      await this.core.notify(trx, { kind: 'customerReply', order: changed!, handleId: handle.handle_id, text });
      return { row: changed! };
    });
    if (!done.fresh) return this.visitorView(await this.core.reload(row.tenant_id, done.woId), owner);
    const stored = done.result.row;
    await this.core.after(stored, 'wo.updated');
    return this.visitorView(stored, owner);
  }

  private async visitorView(row: WorkOrderTable, owner: boolean): Promise<WorkOrder> {
    const handles = await handlesOf(this.core.db, row.wo_id, [WoHandleType.publicReply, WoHandleType.customerReply]);
    return toVisitorOrder(row, handles, owner ? this.core.tokens.sign(row.tenant_id, row.wo_id) : undefined);
  }
}
