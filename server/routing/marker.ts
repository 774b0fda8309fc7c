/**
 * A transfer's staff-only marker (docs/api.md "Transfer with a note"): a message of the
 * conversation with sender type system and insideFlag 1 — so no visitor read (history, session
 * messages, getEventMsg, a single message) ever returns it, and it gets no visitor event — whose
 * `extra` carries `marker` (protocol TransferMarker; the desk's DeskMessage.marker, as every
 * stored extra field is) and, on the transfer's own marker, what the undo needs. The note is the
 * message text, so the conversation search finds it.
 *
 * The marker is written in the transaction that moves the chat (assign.ts, the hand-back to a
 * group's queue, the undo), so a transfer is never without its marker. Its local id is
 * `transfer:<transferId>`, the undo's `transfer-undo:<transferId>`: the unique (visitor, local id)
 * index makes a second undo of one transfer impossible.
 */
import crypto from 'node:crypto';
import { MsgType, SenderType } from '../../protocol';
import type { TransferMarker } from '../../protocol';
import type { Trx } from '../store/db';
import { tenantTopic } from '../bus';
import type { Bus } from '../bus';
import { appendMessageInTrx } from '../chat';
import type { MessageRow } from '../chat';

/** What a transfer's marker knows before the receiving agent is chosen. */
export interface TransferNote {
  transferId: string;
  fromAgentId: string;
  fromNick: string;
  toGroupId: string | null;
  note: string;
  /** ms since epoch: chat/transferUndo is refused after this */
  undoUntil: number;
  /** the session's queue scope before the transfer (restored by an undo) */
  fromScope: string;
  /** an administrator's move (supervision): recorded in the marker, and never undoable */
  by?: { agentId: string; nick: string };
}

/** What the transfer's marker stores besides the marker (not shown by the desk). */
export interface UndoInfo { undoUntil: number; fromScope: string }

export const newTransferId = (): string => `t${crypto.randomBytes(12).toString('hex')}`;
export const markerLocalId = (transferId: string): string => `transfer:${transferId}`;
export const undoLocalId = (transferId: string): string => `transfer-undo:${transferId}`;

type Where = { userId: string; tenantId: string; channelId: string; sessionId: string };

/** Stores a marker in `trx` (the caller's transaction moves the chat). */
export async function writeMarker(trx: Trx, at: Where, marker: TransferMarker, localId: string, now: number, undo?: UndoInfo): Promise<MessageRow> {
  const r = await appendMessageInTrx(trx, {
    ...at, senderType: SenderType.system, msgType: MsgType.text, msgContent: marker.note,
    senderId: marker.fromAgentId, senderName: marker.fromNick, localId, insideFlag: true,
    extra: { marker, ...(undo ? { transferUndo: undo } : {}) }, visitorEvent: false, now,
  });
  return r.row;
}

/** The transfer's marker for an agent who took the chat (toAgentId set) or for a group's queue (null). */
export const transferMarker = (n: TransferNote, to: { agentId: string; nick: string } | null): TransferMarker => ({
  kind: 'transfer', fromAgentId: n.fromAgentId, fromNick: n.fromNick,
  toAgentId: to?.agentId ?? null, toNick: to?.nick ?? null, toGroupId: n.toGroupId, note: n.note,
  ...(n.by ? { byAgentId: n.by.agentId, byNick: n.by.nick } : {}),
});

/** Writes the transfer's marker for the agent `to` (or the queue). */
export const writeTransferMarker = (trx: Trx, at: Where, n: TransferNote, to: { agentId: string; nick: string } | null, now: number): Promise<MessageRow> =>
  writeMarker(trx, at, transferMarker(n, to), markerLocalId(n.transferId), now, n.by ? undefined : { undoUntil: n.undoUntil, fromScope: n.fromScope });

/** The marker and undo data of a stored marker row; undefined when the row is no transfer marker. */
export function readMarker(row: Pick<MessageRow, 'extra'>): { marker: TransferMarker; undo: UndoInfo | undefined } | undefined {
  try {
    const x = JSON.parse(row.extra ?? '') as { marker?: TransferMarker; transferUndo?: UndoInfo };
    if (x.marker?.kind !== 'transfer') return undefined;
    return { marker: x.marker, undo: x.transferUndo };
  } catch {
    return undefined;
  }
}

/** The desks that see the chat hear of the marker (stored first, DESIGN §5). */
export async function publishMarker(bus: Bus, row: MessageRow, channelId: string): Promise<void> {
  await bus.publish(tenantTopic(row.tenant_id), {
    kind: 'message', tenantId: row.tenant_id, channelId, userId: row.user_id, sessionId: row.session_id,
    msgId: row.msg_id, seq: Number(row.seq), senderType: row.sender_type,
  });
}
