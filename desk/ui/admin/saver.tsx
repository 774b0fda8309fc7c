/** A form's save state: busy, saved (announced), or the server's reason. */
import { useState } from 'react';
import { useT } from '../../i18n/react';
import { errorMessage } from '../common/errors';
import { button, primary } from '../styles';

export function useSaver() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function run(f: () => Promise<unknown>, done = t('admin.saved')): Promise<boolean> {
    setBusy(true);
    setMessage(null);
    try {
      await f();
      setMessage({ ok: true, text: done });
      return true;
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(t, err) });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, message, run, clear: () => setMessage(null) };
}

export function SaveMessage({ message }: { message: { ok: boolean; text: string } | null }) {
  if (!message) return <span role="status" />;
  return message.ok ? <span role="status">{message.text}</span> : <span role="alert" style={{ color: '#a4161a' }}>{message.text}</span>;
}

/** An edit dialog's end: the save result, then Cancel and Save (busy while saving). */
export function SaveFooter({ saver, onClose }: { saver: ReturnType<typeof useSaver>; onClose: () => void }) {
  const t = useT();
  return (
    <>
      <SaveMessage message={saver.message} />
      <div className="actions">
        <button type="button" className={button} onClick={onClose}>{t('action.cancel')}</button>
        <button type="submit" className={`${button} ${primary}`} disabled={saver.busy}>{t('action.save')}</button>
      </div>
    </>
  );
}
