/**
 * Votes on a knowledge answer (spec §4): only when the channel's commentDocMode is on; state 0
 * offers both buttons, 1 shows the thumbs-down given, 2 hides the buttons. One vote, kept on the
 * server with the message (msgId) so a reload shows it; the server refuses a second one.
 */
import { useState } from 'react';
import { api } from '../../../api/client';
import { VoteState, VoteValue } from '../../../../protocol';
import type { VoteState as VoteStateT } from '../../../../protocol';
import { patchMessage } from '../../../state/messages';
import type { ChatItem } from '../../../state/messages';
import { useT } from '../../../i18n/react';
import { userRef } from '../../../chat/context';
import { chip, muted, row } from '../styles';

export function Vote({ m }: { m: ChatItem }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const state = m.disabled ?? VoteState.notVoted;
  const vote = async (isUseful: VoteValue) => {
    if (m.docId === undefined || busy) return;
    setBusy(true);
    try {
      const r = await api('commentDoc', { ...userRef(), docId: m.docId, isUseful, ...(m.msgId !== undefined ? { msgId: m.msgId } : {}) });
      const disabled = (r as { disabled?: VoteStateT } | null)?.disabled ?? (isUseful === VoteValue.down ? VoteState.downVoted : VoteState.hidden);
      patchMessage(m.key, { disabled });
    } catch {
      // the toast is shown by the client; a 409 (already voted) leaves the mark as it is
    } finally {
      setBusy(false);
    }
  };
  if (state === VoteState.hidden) return <p className={muted} data-vote="done">{t('robot.voteThanks')}</p>;
  const down = state === VoteState.downVoted;
  return (
    <div className={row} role="group" aria-label={t('robot.voteLabel')}>
      <button type="button" className={chip} aria-pressed="false" disabled={down || busy} onClick={() => void vote(VoteValue.up)}>{t('robot.useful')}</button>
      <button type="button" className={chip} aria-pressed={down ? 'true' : 'false'} disabled={down || busy} onClick={() => void vote(VoteValue.down)}>{t('robot.useless')}</button>
    </div>
  );
}
