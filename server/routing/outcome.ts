/**
 * The five results of a transfer (spec §4 "Transfer result status") as one union, and its wire
 * form in ONE exhaustive switch. Each result carries the channel's text for it when the channel
 * configured one (in the visitor's locale); otherwise the widget shows its own default notice.
 */
import { TransferResult } from '../../protocol';
import type { AdminCard, TransferAnswer } from '../../protocol';
import type { FullChannelConfig } from '../channels';

export type TransferOutcome =
  /** 1: no agent online (the widget shows adminOfflineMsg and goes to leave-message when on) */
  | { result: typeof TransferResult.noAgentOnline; msg?: string }
  /** 2: connected: status 2, manual mode, the agent card, adminWelcomeMsg as a message */
  | { result: typeof TransferResult.connected; card: AdminCard }
  /** 3: queued (status 3, polling) at waitIndex */
  | { result: typeof TransferResult.queued; waitIndex: number; msg?: string }
  /** 4: failed (transfer off for the channel, a group it does not offer) */
  | { result: typeof TransferResult.failed; why: string }
  /** 5: off work (unWorkingMsg) */
  | { result: typeof TransferResult.offWork; msg?: string };

const opt = (msg: string | undefined): { msg?: string } => (msg ? { msg } : {});

export function toTransferAnswer(o: TransferOutcome): TransferAnswer {
  switch (o.result) {
    case TransferResult.noAgentOnline:
      return { status: o.result, ...opt(o.msg) };
    case TransferResult.connected:
      return { status: o.result, adminId: String(o.card.adminId), ...(o.card.adminNick ? { adminNick: o.card.adminNick } : {}), card: o.card };
    case TransferResult.queued:
      return { status: o.result, waitIndex: o.waitIndex, ...opt(o.msg) };
    case TransferResult.failed:
      return { status: o.result, msg: o.why };
    case TransferResult.offWork:
      return { status: o.result, ...opt(o.msg) };
  }
}

/** spec §3 texts for each result, from the (localised) channel configuration. */
export const notices = {
  offline: (c: Readonly<FullChannelConfig>): string | undefined => (c.adminOfflineMode === 1 && c.adminOfflineMsg ? c.adminOfflineMsg : undefined),
  /** spec §3 userQueueMsg: `##` replaced by the queue position */
  queue: (c: Readonly<FullChannelConfig>, waitIndex: number): string | undefined =>
    (c.userQueueMode === 1 && c.userQueueMsg ? c.userQueueMsg.replaceAll('##', String(waitIndex)) : undefined),
  offWork: (c: Readonly<FullChannelConfig>): string | undefined => c.unWorkingMsg || undefined,
  welcome: (c: Readonly<FullChannelConfig>): string | undefined => (c.adminWelcomeMode === 1 && c.adminWelcomeMsg ? c.adminWelcomeMsg : undefined),
};
