/**
 * Rating the service (spec §4 "Evaluation", §5, §7): only with the channel's evaluateMode on.
 * isEvaluate decides whether a rating may still be given and for which consultation (robot or
 * manual); an already rated chat gets the "already evaluated" note instead of the form. Opened by
 * menu type 4, the agent's request (1203), the header close with inviteEvaluate, and the end of a
 * chat an agent served (1202). The form itself (src/ui/chat/evaluation/) is a lazy chunk.
 */
import { api, ApiError } from '../api/client';
import { Limits } from '../../protocol';
import type { AgentEvaluateRequest, EvaluateState, RobotEvaluateRequest } from '../../protocol';
import { patchChat } from '../state/chat';
import type { EvaluationReason } from '../state/chat';
import { showToast } from '../state/ui';
import { config, notice, on, tr, userRef } from './context';

export type Consultation = 'robot' | 'manual';

async function state(): Promise<EvaluateState | null> {
  const r = await api('isEvaluate', userRef(), { quiet: true }).catch(() => null);
  if (r === null) return null;
  return typeof r === 'boolean' ? { evaluated: r, canEvaluate: !r } : r;
}

/**
 * Open the form when a rating may be given. `loud`: the visitor asked (menu, header), so a
 * refusal is said; an offer the server prompted (1203, the end) stays quiet when not allowed.
 */
async function open(reason: EvaluationReason, loud: boolean): Promise<boolean> {
  if (!on(config()?.evaluateMode)) {
    if (loud) showToast('info', tr()('evaluation.off'), Limits.toastErrorMs);
    return false;
  }
  const s = await state();
  if (!s) return false;
  if (s.evaluated) {
    // spec §4: "a system note says the chat was already evaluated"
    if (loud || reason === 'invite') notice(tr()('notice.userRated'));
    return false;
  }
  if (s.canEvaluate === false) {
    if (loud) showToast('info', tr()('menu.evaluateLater'), Limits.toastErrorMs);
    return false;
  }
  patchChat({ modal: { kind: 'evaluation', reason } });
  return true;
}

/** The visitor asked to rate (menu type 4) or the agent did (1203). */
export function openEvaluation(reason: EvaluationReason): Promise<boolean> {
  return open(reason, reason === 'menu');
}

/** The widget offers a rating (the chat ended, the header close with inviteEvaluate). */
export function offerEvaluation(reason: EvaluationReason): Promise<boolean> {
  return open(reason, false);
}

export function closeModal(): void {
  patchChat({ modal: null });
}

export type EvaluatePayload = RobotEvaluateRequest | AgentEvaluateRequest;

/**
 * Send the rating. Success closes the form, thanks the visitor and records it for the agent
 * (sysMsg); a session already rated gets the note; anything else is the server's message (the
 * form stays, with what the visitor chose).
 */
export async function submitEvaluation(payload: EvaluatePayload): Promise<boolean> {
  try {
    await api('evaluate', { ...userRef(), ...payload });
  } catch (err) {
    if (err instanceof ApiError && err.code === 409 && /already/i.test(err.message)) {
      closeModal();
      notice(tr()('notice.userRated'));
      return false;
    }
    if (err instanceof ApiError && !err.network && err.code !== 401 && err.code < 500) showToast('error', err.message, Limits.toastErrorMs);
    return false;
  }
  closeModal();
  notice(tr()('notice.thanksReview'));
  showToast('success', tr()('notice.thanksReview'), Limits.toastSuccessMs);
  void api('sysMsg', { ...userRef(), msgContent: 'evaluated', clientType: 1 }, { quiet: true }).catch(() => undefined);
  return true;
}
