/** An earlier chat of the visitor, read-only, opened at its newest message. */
import { useStore } from '@nanostores/react';
import type { DeskSessionSummary } from '../../../protocol';
import { useT } from '../../i18n/react';
import { $deskLocale } from '../../i18n';
import { loadMessages } from '../../state/live';
import { Dialog } from '../common/dialog';
import { errorMessage } from '../common/errors';
import { useAsync } from '../common/use-async';
import { ErrorState, Loading } from '../common/states';
import { formatTime } from '../common/format';
import { button } from '../styles';
import { MessageList } from './message-list';

export function HistoryDialog({ session, onClose }: { session: DeskSessionSummary; onClose: () => void }) {
  const t = useT();
  const locale = useStore($deskLocale);
  const messages = useAsync(() => loadMessages(session.sessionId), [session.sessionId]);
  return (
    <Dialog title={t('history.title', { time: formatTime(session.startedAt, locale) })} onClose={onClose}>
      {/* the log scrolls itself (not a box around it), so it opens at the newest message */}
      <div style={{ display: 'grid' }}>
        {messages.status === 'loading' ? <Loading /> : messages.status === 'error' ? <ErrorState message={errorMessage(t, messages.error)} retry={messages.reload} />
          : <MessageList messages={messages.data} readOnly style={{ maxHeight: '60vh' }} />}
      </div>
      <div className="actions"><button type="button" className={button} onClick={onClose}>{t('action.close')}</button></div>
    </Dialog>
  );
}
