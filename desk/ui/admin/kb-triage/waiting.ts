/**
 * How many unknown questions wait for triage (docs/desk.md "Unanswered questions"): the admin
 * tab's badge. Loaded when the admin area opens and set again by every triage action.
 */
import { atom } from 'nanostores';
import { call } from '../../../api/client';

export const $triageWaiting = atom<number | null>(null);

export async function refreshWaiting(): Promise<void> {
  try {
    $triageWaiting.set((await call<{ waiting: number }>('admin/kb/triage/count')).waiting);
  } catch {
    // the badge is a hint: it stays as it was when the count cannot be read
  }
}
