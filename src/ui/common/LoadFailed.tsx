/** A load that failed: what did not load, said at once (role alert), and a retry. */
import { useT } from '../../i18n/react';
import { sendButton } from '../chat/ChatFooter';

export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert">
      <p>{text}</p>
      <button type="button" className={sendButton} onClick={onRetry}>{t('common.retry')}</button>
    </div>
  );
}
