/**
 * spec §2 robot help document (/question?docId&userId; our chat links add channelId, which names
 * the tenant): the visitor is identified as on the leave-message page (src/ui/work-order/
 * identity.ts), then getRobotDoc gives the document — its question is the page's title, its
 * answer the sanitised HTML (the widget's safe HTML path). A click on an element carrying a link
 * attribute (`data-link`, what the server's sanitiser keeps) opens that link in a new window
 * (http, https, mailto only; no opener). A failure shows the server's message.
 */
import { css } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { api } from '../../api/client';
import { useT } from '../../i18n/react';
import { $place } from '../../state/place';
import { restartSession } from '../../state/session';
import { openLink } from '../../chat/links';
import { userRef } from '../../chat/context';
import { ScreenShell } from '../common/ScreenShell';
import { Loading } from '../common/Loading';
import { LoadFailed } from '../common/LoadFailed';
import { Html } from '../chat/messages/Html';
import { useIdentity } from '../work-order/identity';
import { refusalText } from '../work-order/WorkOrderView';

const answer = css`
  overflow-wrap: anywhere;
  line-height: 1.6;
  img {
    max-width: 100%;
    height: auto;
  }
  [data-link] {
    color: var(--kefu-main-color);
    text-decoration: underline;
    cursor: pointer;
  }
`;

type Doc = { state: 'loading' } | { state: 'failed'; text: string } | { state: 'ready'; question: string; answer: string };

/** the link an element (or one of its parents inside the answer) carries */
function linkOf(target: EventTarget | null, root: Element): string | null {
  let el = target instanceof Element ? target : null;
  while (el && el !== root) {
    const link = el.getAttribute('data-link') ?? el.getAttribute('link');
    if (link) return link;
    el = el.parentElement;
  }
  return null;
}

export default function QuestionScreen() {
  const t = useT();
  const { query } = useStore($place);
  const docId = query.docId?.trim() ?? '';
  const identity = useIdentity(query);
  const [doc, setDoc] = useState<Doc>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (identity !== 'ready' || !docId) return undefined;
    let live = true;
    setDoc({ state: 'loading' });
    // the visitor token decides who asks: the session's userId (the link's may be another visitor's)
    api('getRobotDoc', { docId, ...userRef() }).then(
      (d) => live && setDoc(d && typeof d === 'object' ? { state: 'ready', question: String(d.docQuestion ?? ''), answer: String(d.docAnswer ?? '') } : { state: 'failed', text: t('question.failed') }),
      (err: unknown) => live && setDoc({ state: 'failed', text: refusalText(err) ?? t('question.failed') }),
    );
    return () => { live = false; };
  }, [identity, docId, attempt]);

  const open = (e: MouseEvent<HTMLDivElement> | KeyboardEvent<HTMLDivElement>) => {
    if ('key' in e && e.key !== 'Enter') return;
    const link = linkOf(e.target, e.currentTarget);
    if (!link) return;
    e.preventDefault();
    openLink(link);
  };

  // the elements carrying a link are reachable and named as links for the keyboard and readers
  // (the sanitised HTML arrives after the sanitizer chunk: watch for it)
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!box) return undefined;
    const mark = () => box.querySelectorAll<HTMLElement>('[data-link]:not(a):not([role])').forEach((n) => {
      n.setAttribute('role', 'link');
      n.tabIndex = 0;
    });
    mark();
    const watch = new MutationObserver(mark);
    watch.observe(box, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [box]);

  let body;
  if (identity === 'none') body = <p role="alert">{t('wo.openFromChat')}</p>;
  else if (identity === 'error') body = <LoadFailed text={t('chat.startFailed')} onRetry={restartSession} />;
  else if (identity === 'pending' || doc.state === 'loading') body = <Loading />;
  else if (doc.state === 'failed') body = <LoadFailed text={doc.text} onRetry={() => setAttempt((n) => n + 1)} />;
  else {
    // the clicks and Enter of the links inside (each is role=link, focusable)
    body = <div ref={setBox} className={answer} onClick={open} onKeyDown={open}><Html html={doc.answer} /></div>;
  }
  return (
    <ScreenShell heading={doc.state === 'ready' && doc.question ? doc.question : t('screen.question')}>
      {body}
    </ScreenShell>
  );
}
