/**
 * Which mail each work-order change sends, queued in the change's own transaction so a mail
 * exists exactly when its change does (server/mail delivers it): the visitor gets the link when
 * the order is made, and a mail on each public reply and status change; the assigned agent gets
 * a mail on each of the customer's replies. No address, no mail. The dedupe keys name the change
 * (the order, or the timeline entry), so a retried write never queues a second mail.
 */
import type { Trx } from '../store/db';
import type { EnqueueResult, MailInput, MailWoStatus } from '../mail';
import type { WoChannelLookup, WoNotification, WoNotify } from './core';
import { agentEmail } from './store';

export interface MailNotifierDeps {
  enqueue: (input: MailInput, trx: Trx) => Promise<EnqueueResult>;
  /** the agent's mail is in the channel's language (agents have no locale of their own) */
  channels: WoChannelLookup;
}

export function mailNotifier(deps: MailNotifierDeps): WoNotify {
  return async (trx, n, token) => {
    const o = n.order;
    const base = { tenantId: o.tenant_id, woId: o.wo_id, title: o.title };
    const toVisitor = (input: Omit<MailInput, 'tenantId' | 'to' | 'locale'>) => (o.customer_email
      ? deps.enqueue({ ...input, tenantId: o.tenant_id, to: o.customer_email, locale: o.locale } as MailInput, trx)
      : undefined);
    const vars = { woId: base.woId, token, title: base.title };
    switch (n.kind) {
      case 'created':
        await toVisitor({ template: 'woCreated', dedupeKey: `wo:${o.wo_id}:created`, vars });
        return;
      case 'staffReply':
        await toVisitor({ template: 'woReplied', dedupeKey: `wo:${o.wo_id}:reply:${n.handleId}`, vars: { ...vars, reply: n.text } });
        return;
      case 'status':
        await toVisitor({ template: 'woStatus', dedupeKey: `wo:${o.wo_id}:status:${n.handleId}`, vars: { ...vars, status: n.to as MailWoStatus } });
        return;
      case 'customerReply':
        await toAgent(deps, trx, n);
    }
  };
}

async function toAgent(deps: MailNotifierDeps, trx: Trx, n: Extract<WoNotification, { kind: 'customerReply' }>): Promise<void> {
  const o = n.order;
  if (!o.assignee_agent_id) return;
  const to = await agentEmail(trx, o.tenant_id, o.assignee_agent_id);
  if (!to) return;
  const channel = await deps.channels.get(o.channel_id);
  await deps.enqueue({
    tenantId: o.tenant_id, to, locale: String(channel?.config.language ?? ''), template: 'woCustomerReplied',
    dedupeKey: `wo:${o.wo_id}:customer:${n.handleId}`, vars: { woId: o.wo_id, title: o.title, reply: n.text },
  }, trx);
}
