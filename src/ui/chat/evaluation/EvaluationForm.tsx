/**
 * The rating form (spec §2 modal, a lazy chunk): loads the channel's levels and which
 * consultation is rated (getEvaluateInfo), then the agent's or the robot's form. Loading and a
 * failed load are drawn; an already rated chat shows the note instead of a form.
 */
import { api } from '../../../api/client';
import type { EvaluationInfo } from '../../../../protocol';
import { useT } from '../../../i18n/react';
import { submitEvaluation, type EvaluatePayload } from '../../../chat/evaluation';
import { userRef } from '../../../chat/context';
import { Loading } from '../../common/Loading';
import { LoadFailed } from '../../common/LoadFailed';
import { useLoad } from '../../common/use-load';
import { AgentRating } from './AgentRating';
import { RobotRating } from './RobotRating';

type Info = EvaluationInfo & { connection?: 'robot' | 'manual' | null; evaluated?: boolean };

export default function EvaluationForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [load, retry] = useLoad(() => api('getEvaluateInfo', userRef(), { quiet: true }), (info) => (info && Array.isArray(info.starList) ? (info as Info) : null));
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') return <LoadFailed text={t('evaluation.loadFailed')} onRetry={retry} />;
  const info = load.value;
  if (info.evaluated) return <p role="status">{t('notice.userRated')}</p>;
  const submit = async (p: EvaluatePayload) => {
    const done = await submitEvaluation(p);
    if (done) onDone();
    return done;
  };
  return info.connection === 'robot' ? <RobotRating info={info} onSubmit={submit} /> : <AgentRating info={info} onSubmit={submit} />;
}
