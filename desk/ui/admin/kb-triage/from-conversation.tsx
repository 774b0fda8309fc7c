/**
 * Triage from a conversation where the robot failed (docs/desk.md "Unanswered questions"): in the
 * conversation's header, for admins, a button naming how many questions the robot could not
 * answer in it; it opens them with the same three actions as the "Unanswered questions" tab. A
 * question handled already (here or on the tab) says how.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { DeskRole } from '../../../../protocol';
import type { TriageQuestion } from '../../../../protocol';
import { useT } from '../../../i18n/react';
import { $me } from '../../../state/session';
import { button } from '../../styles';
import { sessionTriage } from './api';

// the actions (pickers, the new-entry form) load when the dialog opens: most conversations need none
const TriageDialog = lazy(() => import('./conversation-dialog').then((m) => ({ default: m.TriageDialog })));

export function TriageFromConversation({ sessionId }: { sessionId: string }) {
  const me = useStore($me);
  const admin = me?.role === DeskRole.admin;
  const [questions, setQuestions] = useState<TriageQuestion[] | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setQuestions(null);
    if (admin) void sessionTriage(sessionId).then(setQuestions, () => setQuestions([]));
  }, [sessionId, admin]);
  if (!admin || !questions?.length) return null;
  const waiting = questions.filter((q) => !q.handled).length;
  return (
    <>
      <TriageButton count={questions.length} waiting={waiting} onOpen={() => setOpen(true)} />
      {open && <Suspense fallback={null}><TriageDialog questions={questions} onClose={() => setOpen(false)}
        onResolved={(r) => setQuestions((qs) => (qs ?? []).map((q) => (q.key === r.q.key ? { ...q, handled: r.action } : q)))} /></Suspense>}
    </>
  );
}

function TriageButton({ count, waiting, onOpen }: { count: number; waiting: number; onOpen: () => void }) {
  const t = useT();
  return <button type="button" className={button} onClick={onOpen}>{t('triage.inConversation', { count, waiting })}</button>;
}
