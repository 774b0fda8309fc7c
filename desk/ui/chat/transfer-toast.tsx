/**
 * The sender's confirmation of a transfer (docs/desk.md "Transfer with a note"): "Transferred to
 * B" in a status region, and Undo for the seconds left. The transfer took the conversation (and
 * the button that opened the dialog) off the screen, so the keyboard goes to Undo; when the
 * window closes with focus there, it goes to the main area. After an undo the chat opens again
 * and its reply box takes the focus. The status region stays in the page (visually hidden when
 * there is nothing to say) so each change is announced.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { TransferLimits } from '../../../protocol';
import { useT } from '../../i18n/react';
import { $transferReceipt, dismissReceipt, undoTransfer } from '../../state/transfer-receipt';
import { undoSecondsLeft } from '../../state/reduce';
import { errorMessage } from '../common/errors';
import { button, small, srOnly, toast } from '../styles';

export function TransferToast() {
  const t = useT();
  const r = useStore($transferReceipt);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const undo = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!r) return undefined;
    setError('');
    setSaid('');
    setNow(Date.now());
    undo.current?.focus();
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [r?.transferId]);

  // the toast goes away: focus inside it goes to the main area rather than to the page's start
  const close = (transferId: string) => {
    if (box.current?.contains(document.activeElement)) document.getElementById('desk-main')?.focus();
    dismissReceipt(transferId);
  };
  const left = r ? undoSecondsLeft(r.undoUntil, now) : 0;
  useEffect(() => {
    if (r && left === 0 && !busy) close(r.transferId);
  }, [r, left, busy]);

  async function doUndo() {
    if (!r) return;
    setBusy(true);
    setError('');
    try {
      await undoTransfer(r);
      setSaid(t('transfer.undone'));
    } catch (err) {
      setError(errorMessage(t, err));
      // the window is over either way (opened on the other side, or too late): no second try
      setTimeout(() => close(r.transferId), 4000);
    } finally {
      setBusy(false);
    }
  }

  const seconds = TransferLimits.undoMs / 1000;
  return (
    <div ref={box} className={r ? toast : srOnly}>
      <p role="status" style={{ margin: 0 }}>{r ? t('transfer.done', { name: r.toName, seconds }) : said}</p>
      {r && <>
        {error && <p role="alert" className="err" style={{ margin: 0 }}>{error}</p>}
        <span className="left" aria-hidden="true">{t('transfer.undoLeft', { seconds: left })}</span>
        <button ref={undo} type="button" className={`${button} ${small}`} disabled={busy} onClick={() => void doUndo()}>{t('transfer.undo')}</button>
      </>}
    </div>
  );
}
