/**
 * The sender's side of a transfer (docs/desk.md "Transfer with a note"): the receipt of the last
 * transfer while it can be undone, and the undo, which brings the chat back and opens it.
 */
import { atom } from 'nanostores';
import type { TransferReceipt } from '../../protocol';
import { call } from '../api/client';
import { reloadLists } from './live';
import { go } from './route';

export interface ShownReceipt extends TransferReceipt {
  sessionId: string;
  /** undoUntil here is this browser's deadline: the answer's time less a margin for the way back (the clocks may differ) */
  /** whom it went to, as the dialog named them (a colleague's nick or a group's name) */
  toName: string;
}

export const $transferReceipt = atom<ShownReceipt | null>(null);

export function showReceipt(r: ShownReceipt): void {
  $transferReceipt.set(r);
}

export function dismissReceipt(transferId: string): void {
  if ($transferReceipt.get()?.transferId === transferId) $transferReceipt.set(null);
}

/** Take the chat back; on success it is listed again (the socket's chat.assigned, or the fetch) and opened. */
export async function undoTransfer(r: ShownReceipt): Promise<void> {
  await call('chat/transferUndo', { sessionId: r.sessionId, transferId: r.transferId });
  dismissReceipt(r.transferId);
  await reloadLists();
  go('chats', r.sessionId);
}

/** The tenant's group names, for markers that name a group (fetched once, when a marker needs them). */
export const $groupNames = atom<Readonly<Record<string, string>>>({});
let groupsAsked: Promise<void> | null = null;

export function loadGroupNames(): void {
  groupsAsked ??= call<{ groups: { groupId: string; groupName: string }[] }>('groups/list')
    .then((r) => $groupNames.set(Object.fromEntries(r.groups.map((g) => [g.groupId, g.groupName]))))
    .catch(() => { groupsAsked = null; });
}
