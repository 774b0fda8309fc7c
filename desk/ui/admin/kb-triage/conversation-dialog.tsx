/** A conversation's unanswered questions with the triage actions (from-conversation.tsx opens it). */
import { useEffect, useId, useState } from 'react';
import type { TriageQuestion } from '../../../../protocol';
import { useT } from '../../../i18n/react';
import { Dialog } from '../../common/dialog';
import { button, srOnly } from '../../styles';
import { keyId, listDocs } from './api';
import type { DocRef } from './api';
import { TriageItem, type Resolved } from './triage-item';
import { triageList } from './styles';

export function TriageDialog({ questions, onClose, onResolved }: { questions: TriageQuestion[]; onClose: () => void; onResolved: (r: Resolved) => void }) {
  const t = useT();
  const id = useId();
  const [docs, setDocs] = useState<DocRef[] | null>(null);
  const [status, setStatus] = useState('');
  useEffect(() => { void listDocs().then(setDocs, () => setDocs([])); }, []);
  return (
    <Dialog title={t('triage.conversationTitle')} onClose={onClose}>
      <span role="status" className={srOnly}>{status}</span>
      <ul className={triageList}>
        {questions.map((q) => (
          <TriageItem key={q.key} q={q} docs={docs} level={3} headingId={`${id}-${keyId(q.key)}`}
            onResolved={(r) => {
              onResolved(r);
              setStatus(t(`triage.handled.${r.action}`));
              requestAnimationFrame(() => document.getElementById(`${id}-${keyId(r.q.key)}`)?.focus());
            }} />
        ))}
      </ul>
      <div className="actions"><button type="button" className={button} onClick={onClose}>{t('action.close')}</button></div>
    </Dialog>
  );
}
