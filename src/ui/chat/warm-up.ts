/**
 * Loading what the visitor will need next, once the chat window's first screen is drawn: the
 * texts past the first screen (src/i18n ensureRest), the actions chunk (sending, menus,
 * ending…), the message parts of robot answers, DOMPurify and the confirm dialog. None of it
 * is on the first open's path (48 KB gzip), and none of it should make the visitor's first send
 * wait for a download either. Also called when the visitor focuses the input, which says they
 * are about to type (not when the widget focuses it on open: ./ChatFooter.tsx).
 */
import { Limits } from '../../../protocol';
import { actions } from '../../chat/lazy';
import { ensureRest } from '../../i18n';

let warmed = false;

export function warmUp(): void {
  if (warmed) return;
  warmed = true;
  const ignore = () => undefined;
  ensureRest().catch(ignore);
  actions().catch(ignore);
  import('./messages/rich').catch(ignore);
  import('../../html/sanitize').then((m) => m.loadSanitizer()).catch(ignore);
  import('../common/ConfirmDialog').catch(ignore);
  import('./Tips').catch(ignore);
}

/**
 * After the chat has started: once the first screen is complete (the FAQ block comes
 * Limits.faqGuideDelayMs after the welcome) and the page is idle, warm up and call `then` (the
 * chat screen draws its secondary parts). Returns the cancel.
 */
export function warmUpWhenIdle(then: () => void): () => void {
  let idle = 0;
  const run = () => {
    warmUp();
    then();
  };
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 2000 });
    else run();
  }, Limits.faqGuideDelayMs + 500);
  return () => {
    clearTimeout(timer);
    if (idle) cancelIdleCallback(idle);
  };
}
