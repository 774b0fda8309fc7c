/** Visitors waiting for an agent (live), each with Accept; "Take next" serves the first one the agent may. */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { DeskQueueEntry } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { $deskLocale } from '../../i18n';
import { $chats, $listsState, $queue, reloadLists } from '../../state/live';
import { go } from '../../state/route';
import { errorMessage } from '../common/errors';
import { Empty, ErrorState, Loading } from '../common/states';
import { formatTime } from '../common/format';
import { visitorLabel } from '../common/visitor';
import { badge, button, errorText, listSection, muted, primary, queueItem, small, tag } from '../styles';

export function QueueList() {
  const t = useT();
  const queue = useStore($queue);
  const state = useStore($listsState);
  const locale = useStore($deskLocale);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  async function take(entry: DeskQueueEntry | null) {
    setBusy(entry?.userId ?? '*');
    setError('');
    try {
      const r = await call<{ sessionId: string }>('queue/take', entry ? { userId: entry.userId } : {});
      // chat.assigned usually arrives first; if not, fetch the list so the conversation can open
      if (!$chats.get().some((c) => c.sessionId === r.sessionId)) await reloadLists();
      go('chats', r.sessionId);
    } catch (err) {
      setError(errorMessage(t, err));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className={listSection} aria-labelledby="queue-title">
      <h2 id="queue-title">
        {t('queue.title')}
        {queue.length > 0 && <span className={badge}>{queue.length}</span>}
        {queue.length > 0 && <button type="button" className={`${button} ${small}`} style={{ marginInlineStart: 'auto' }} disabled={busy !== null} onClick={() => void take(null)}>{t('queue.takeNext')}</button>}
      </h2>
      {error && <p role="alert" className={errorText}>{error}</p>}
      {state === 'loading' && !queue.length ? <Loading /> : state === 'error' && !queue.length ? <ErrorState message={t('error.lists')} retry={() => void reloadLists()} /> : !queue.length ? <Empty>{t('queue.empty')}</Empty> : (
        <ul>
          {queue.map((q) => (
            <li key={q.userId} className={queueItem}>
              <div className="who">
                <div className="name" dir="auto">{visitorLabel(t, q)}</div>
                <div className={muted}>
                  {t('queue.position', { n: q.waitIndex })} · {t('queue.since', { time: formatTime(q.enqueuedAt, locale) })}
                  {q.returned && <> · <span className={tag}>{t('queue.returned')}</span></>}
                </div>
              </div>
              <button type="button" className={`${button} ${primary} ${small}`} disabled={busy !== null}
                aria-label={t('queue.acceptNamed', { name: visitorLabel(t, q) })} onClick={() => void take(q)}>
                {t('queue.accept')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
