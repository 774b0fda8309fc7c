/**
 * spec §5: a level that requires a label or a comment says which is missing (a toast) and nothing
 * is sent. Both rating forms ask the same.
 */
import { Limits } from '../../../../protocol';
import type { EvaluationLevel } from '../../../../protocol';
import { showToast } from '../../../state/ui';
import { on } from '../../../chat/context';
import type { TFunction } from 'i18next';

/** Whether the level's required parts are there; if not, the visitor is told which. */
export function requiredPartsGiven(t: TFunction, level: EvaluationLevel | undefined, tags: string[], comment: string): boolean {
  if (on(level?.levelTagRequired) && tags.length === 0) showToast('error', t('evaluation.needTag'), Limits.toastErrorMs);
  else if (on(level?.evaluateMsgRequired) && !comment.trim()) showToast('error', t('evaluation.needComment'), Limits.toastErrorMs);
  else return true;
  return false;
}
