/**
 * Rating the agent (spec §5 "Evaluation, agent", §7 evaluateAdmin* payload): stars 1–5 (default
 * 5), the level's labels, a comment (hidden at 5 stars unless the level requires one), whether the
 * problem was solved. Changing the star clears labels and comment. A level that requires a comment
 * or a label says so in a toast (spec §5) and nothing is sent.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Limits } from '../../../../protocol';
import type { EvaluationInfo } from '../../../../protocol';
import { useT } from '../../../i18n/react';
import { on } from '../../../chat/context';
import { form } from '../../common/forms';
import { sendButton } from '../ChatFooter';
import { StarPicker } from './StarPicker';
import { TagPicker, tagsOf } from './TagPicker';
import { CommentBox } from './CommentBox';
import { SolvedChoice } from './SolvedChoice';
import { requiredPartsGiven } from './required';
import type { EvaluatePayload } from '../../../chat/evaluation';

export function AgentRating({ info, onSubmit }: { info: EvaluationInfo; onSubmit: (p: EvaluatePayload) => Promise<boolean> }) {
  const t = useT();
  const [star, setStar] = useState<number>(Limits.starsDefault);
  const [tags, setTags] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [solved, setSolved] = useState(1);
  const [busy, setBusy] = useState(false);
  const level = info.starList[star - 1];
  const needComment = on(level?.evaluateMsgRequired);
  const needTag = on(level?.levelTagRequired);
  const showComment = star < Limits.starsMax || needComment;
  const pick = (n: number) => {
    setStar(n);
    // spec §5: changing the star clears labels and comment
    setTags([]);
    setComment('');
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!requiredPartsGiven(t, level, tags, comment)) return;
    setBusy(true);
    const payload: EvaluatePayload = { evaluateAdminMode: 1, evaluateAdminStar: star };
    if (on(info.evaluateAdminSolve ?? 1)) payload.evaluateAdminSolve = solved;
    if (tags.length) payload.evaluateAdminTag = tags.join(',');
    if (showComment && comment.trim()) payload.evaluateAdminContent = comment.trim();
    const done = await onSubmit(payload);
    if (!done) setBusy(false);
  };
  return (
    <form className={form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('evaluation.agentTitle')}>
      <p>{t('evaluation.agentAsk')}</p>
      <StarPicker value={star} onChange={pick} levelText={level?.levelGuideMsg ?? ''} />
      <TagPicker label={level?.evaluateGuideMsg || t('evaluation.tags')} tags={tagsOf(level)} chosen={tags} onChange={setTags} required={needTag} />
      {showComment ? <CommentBox value={comment} onChange={setComment} placeholder={level?.evaluateGuideMsg ?? ''} required={needComment} /> : null}
      {on(info.evaluateAdminSolve ?? 1) ? <SolvedChoice value={solved} onChange={setSolved} /> : null}
      <button type="submit" className={sendButton} disabled={busy}>{t('evaluation.submit')}</button>
    </form>
  );
}
