/**
 * Rating the robot (spec §5 "Robot evaluation", §7 evaluateRobot* payload): solved yes / no
 * (default yes); when not solved, the reasons of the "not solved" level (scoreList[0]) and a
 * comment of at most Limits.commentMaxLength characters.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { EvaluationInfo } from '../../../../protocol';
import { useT } from '../../../i18n/react';
import { on } from '../../../chat/context';
import { form } from '../../common/forms';
import { sendButton } from '../ChatFooter';
import { TagPicker, tagsOf } from './TagPicker';
import { CommentBox } from './CommentBox';
import { SolvedChoice } from './SolvedChoice';
import { requiredPartsGiven } from './required';
import type { EvaluatePayload } from '../../../chat/evaluation';

export function RobotRating({ info, onSubmit }: { info: EvaluationInfo; onSubmit: (p: EvaluatePayload) => Promise<boolean> }) {
  const t = useT();
  const [solved, setSolved] = useState(1);
  const [tags, setTags] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const level = info.scoreList[solved];
  const needTag = on(level?.levelTagRequired);
  const needComment = on(level?.evaluateMsgRequired);
  const choose = (v: number) => {
    setSolved(v);
    setTags([]);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!requiredPartsGiven(t, level, tags, comment)) return;
    setBusy(true);
    const payload: EvaluatePayload = { evaluateRobotMode: 1, evaluateRobotSolve: solved };
    if (tags.length) payload.evaluateRobotTag = tags.join(',');
    if (comment.trim()) payload.evaluateRobotContent = comment.trim();
    if (!(await onSubmit(payload))) setBusy(false);
  };
  return (
    <form className={form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('evaluation.robotTitle')}>
      <SolvedChoice value={solved} onChange={choose} />
      {solved === 0 ? <TagPicker label={level?.evaluateGuideMsg || t('evaluation.reasons')} tags={tagsOf(level)} chosen={tags} onChange={setTags} required={needTag} /> : null}
      <CommentBox value={comment} onChange={setComment} placeholder={level?.evaluateGuideMsg ?? ''} required={needComment} />
      <button type="submit" className={sendButton} disabled={busy}>{t('evaluation.submit')}</button>
    </form>
  );
}
