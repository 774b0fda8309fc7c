/**
 * The rating form (spec §2 modal, a lazy chunk): loads the channel's levels and which
 * consultation is rated (getEvaluateInfo), then the agent's or the robot's form. Loading and a
 * failed load are drawn; an already rated chat shows the note instead of a form.
 */
import { useEffect, useState } from 'react';
import { api } from '../../../api/client';
import type { EvaluationInfo } from '../../../../protocol';
import { useT } from '../../../i18n/react';
import { submitEvaluation, type EvaluatePayload } from '../../../chat/evaluation';
import { userRef } from '../../../chat/context';
import { Loading } from '../../common/Loading';
import { sendButton } from '../ChatFooter';
import { AgentRating } from './AgentRating';
import { RobotRating } from './RobotRating';

type Info = EvaluationInfo & { connection?: 'robot' | 'manual' | null; evaluated?: boolean };
type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; info: Info };

export default function EvaluationForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    api('getEvaluateInfo', userRef(), { quiet: true }).then(
      (info) => live && setLoad(info && Array.isArray(info.starList) ? { state: 'ready', info: info as Info } : { state: 'failed' }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => { live = false; };
  }, [attempt]);
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') {
    return (
      <div role="alert">
        <p>{t('evaluation.loadFailed')}</p>
        <button type="button" className={sendButton} onClick={() => setAttempt(attempt + 1)}>{t('common.retry')}</button>
      </div>
    );
  }
  const { info } = load;
  if (info.evaluated) return <p role="status">{t('notice.userRated')}</p>;
  const submit = async (p: EvaluatePayload) => {
    const done = await submitEvaluation(p);
    if (done) onDone();
    return done;
  };
  return info.connection === 'robot' ? <RobotRating info={info} onSubmit={submit} /> : <AgentRating info={info} onSubmit={submit} />;
}
