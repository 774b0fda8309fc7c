/**
 * The "Unanswered questions" tab (docs/desk.md): the questions the robot could not answer that
 * nobody has dealt with yet, most asked first, each with the robot's three nearest entries and
 * its actions. A handled question leaves the list, the count on the tab follows, and both are
 * announced; the keyboard goes on to the next question. The try box sits on top.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { TriageAction } from '../../../../protocol';
import { useT } from '../../../i18n/react';
import type { DeskKey } from '../../../i18n';
import { useAsync } from '../../common/use-async';
import { errorMessage } from '../../common/errors';
import { Empty, ErrorState, Loading } from '../../common/states';
import { button, small, srOnly } from '../../styles';
import { TryRobot } from '../kb-try/try-robot';
import { keyId, listDocs, listTriage } from './api';
import type { DocRef } from './api';
import { TriageItem, type Resolved } from './triage-item';
import { triageList } from './styles';
import { $triageWaiting } from './waiting';

const DONE: Record<TriageAction, DeskKey> = { similar: 'triage.didSimilar', created: 'triage.didCreate', dismissed: 'triage.didDismiss' };

export function KbTriage() {
  const t = useT();
  const id = useId();
  const data = useAsync(() => listTriage(), []);
  const [docs, setDocs] = useState<DocRef[] | null>(null);
  const [gone, setGone] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState('');
  const waiting = useStore($triageWaiting);
  const reloadDocs = () => void listDocs().then(setDocs, () => setDocs([]));
  useEffect(reloadDocs, []);

  const shown = data.status === 'ready' ? data.data.questions.filter((q) => !gone.has(q.key)) : [];

  function resolved(r: Resolved) {
    const at = shown.findIndex((q) => q.key === r.q.key);
    const next = shown[at + 1] ?? shown[at - 1];
    setGone((g) => new Set(g).add(r.q.key));
    if (r.action !== 'dismissed') reloadDocs();
    const left = $triageWaiting.get() ?? Math.max(0, shown.length - 1);
    setStatus(`${t(DONE[r.action], { entry: r.entry ?? '' })} ${t('triage.waiting', { count: left })}`);
    // the keyboard goes on to the next question (or back to the list's heading)
    requestAnimationFrame(() => document.getElementById(next ? `${id}-${keyId(next.key)}` : `${id}-h`)?.focus());
  }

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <TryRobot onAddSimilar={() => { reloadDocs(); data.reload(); }} />
      <section aria-labelledby={`${id}-h`} style={{ display: 'grid', gap: 8 }}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <h3 id={`${id}-h`} tabIndex={-1} style={{ margin: 0 }}>{t('triage.title')}</h3>
          <button type="button" className={`${button} ${small}`} onClick={() => { setGone(new Set()); data.reload(); }}>{t('action.refresh')}</button>
        </div>
        <p className={srOnly} role="status">{status}</p>
        {waiting !== null && <p style={{ margin: 0 }}>{t('triage.waiting', { count: waiting })}</p>}
        {data.status === 'loading' ? <Loading /> : data.status === 'error' ? <ErrorState message={errorMessage(t, data.error)} retry={data.reload} />
          : !shown.length ? <Empty>{t('triage.empty')}</Empty> : (
            <ul className={triageList} aria-labelledby={`${id}-h`}>
              {shown.map((q) => <TriageItem key={q.key} q={q} docs={docs} headingId={`${id}-${keyId(q.key)}`} onResolved={resolved} />)}
            </ul>
          )}
      </section>
    </div>
  );
}
