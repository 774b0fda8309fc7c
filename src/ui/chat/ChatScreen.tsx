/**
 * The chat screen (spec §2 "/index"): header, notice bar, message list, quick menu, footer, the
 * side panel, and the popups (pre-chat form, group chooser, image viewer). Starting the chat
 * (spec §4) happens here once per attempt; a re-login or a retry starts again.
 */
import { css, cx } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { UserStatus } from '../../../protocol';
import { lazyWithTexts, useT } from '../../i18n/react';
import { $session, $visitorInfo, restartSession } from '../../state/session';
import { $channelConfig } from '../../state/config';
import { $chat, $sound } from '../../state/chat';
import { $layout, $locale, $pageMode, $viewer, $visible } from '../../state/ui';
import { $place } from '../../state/place';
import { startChat } from '../../chat/init';
import { api } from '../../api/client';
import { on, userRef } from '../../chat/context';
import { resetStart } from '../../chat/start';
import { stopPolling } from '../../chat/polling';
import { storage } from '../../storage';
import { Loading } from '../common/Loading';
import { control, visuallyHidden } from '../common/a11y';
import { ChatHeader } from './ChatHeader';
import { NoticeBar } from './NoticeBar';
import { MessageList } from './MessageList';
import { QuickMenu } from './QuickMenu';
import { ChatFooter, sendButton } from './ChatFooter';
import { sideBarOf } from './side-bar';
import { warmUpWhenIdle } from './warm-up';

// lazy chunks: nothing here is needed to draw the welcome (the first-open budget)
const UserFormDialog = lazyWithTexts(() => import('./UserFormDialog'));
const ImageViewer = lazyWithTexts(() => import('./ImageViewer'));
const GroupChooser = lazyWithTexts(() => import('./GroupChooser'));
const SidePanel = lazyWithTexts(() => import('./SidePanel'));
const Modal = lazyWithTexts(() => import('../common/Modal').then((m) => ({ default: m.Modal })));
const ChatModal = lazyWithTexts(() => import('./ChatModal'));
/** spec §4 the place in the queue: only while queued */
const QueueStatus = lazyWithTexts(() => import('./QueueStatus').then((m) => ({ default: m.QueueStatus })));
/** spec §2 files dropped on the chat: in manual service only, so in the footer menu's chunk */
const FileDrop = lazyWithTexts(() => import('./footer-menu/FooterMenu').then((m) => ({ default: m.FileDrop })));

/** the side panel goes beside the list when the widget is at least this wide */
const SIDE_BESIDE_MIN_PX = 640;

const screen = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

const body = css`
  display: flex;
  flex: 1;
  min-height: 0;
`;

const main = css`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  background-size: cover;
  background-position: center;
`;

const aside = css`
  display: flex;
  flex: none;
  flex-direction: column;
  border-inline-start: 1px solid #e5e6eb;
  background: #fff;
`;

const failed = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 24px 16px;
  color: #4e5969;
`;

const retry = css`
  background: var(--kefu-main-color);
`;

/** spec §3 backgroundImage: an http(s) URL only, quoted for CSS. */
function backgroundOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url, location.href);
    return u.protocol === 'https:' || u.protocol === 'http:' ? `url("${u.href.replace(/["\\\n]/g, '')}")` : undefined;
  } catch {
    return undefined;
  }
}

/** Returns whether the first screen is complete (so the secondary parts may load). */
function useChatEffects(): boolean {
  const session = useStore($session);
  const { query } = useStore($place);
  const channelId = query.channelId;
  // a layout effect: with the configuration asked for at launch, the start (and the early
  // welcome) lands in the same task as this first render, not a frame later
  useLayoutEffect(() => {
    resetStart();
    if (channelId) void startChat($place.get().query);
    return () => stopPolling();
  }, [channelId, session.attempt]);
  // what the visitor will need next, and the side panel, once the first screen is drawn
  const started = session.status === 'ready';
  const [drawn, setDrawn] = useState(false);
  useEffect(() => (started ? warmUpWhenIdle(() => setDrawn(true)) : undefined), [started]);
  useEffect(() => {
    void storage().get<boolean>('sound').then((v) => v === false && $sound.set(false)).catch(() => undefined);

    // spec §4 showIframe / open(): the widget is shown, its messages are read
    const stopVisible = $visible.listen((shown) => {
      const s = $session.get();
      if (shown && s.status === 'ready') void api('readMsg', { ...userRef(), ...(s.pollId !== undefined ? { pollId: s.pollId } : {}) }, { quiet: true }).catch(() => undefined);
    });
    // spec §4 updateUser → resetUser with the changed fields (a locale switch included)
    const reset = (patch: Record<string, string>) => {
      const s = $session.get();
      if (s.status === 'ready') void api('resetUser', { ...userRef(), ...(s.pollId !== undefined ? { pollId: s.pollId } : {}), ...patch }, { quiet: true }).catch(() => undefined);
    };
    const stopInfo = $visitorInfo.listen((info) => reset(Object.fromEntries(Object.entries(info).filter(([, v]) => typeof v === 'string'))));
    const stopLocale = $locale.listen((locale) => reset({ locale }));
    return () => {
      // spec §4 the title: a blink (started by new messages, in a lazy chunk) ends with the screen
      void import('../../chat/attention').then((m) => m.stopBlink(), () => undefined);
      stopVisible();
      stopInfo();
      stopLocale();
    };
  }, []);
  return drawn;
}

export function ChatScreen() {
  const t = useT();
  const session = useStore($session);
  const config = useStore($channelConfig);
  const chat = useStore($chat);
  const layout = useStore($layout);
  const viewer = useStore($viewer);
  const { query } = useStore($place);
  // the page's main landmark when the document is ours; a region inside a host page
  const Main = useStore($pageMode) ? 'main' : 'section';
  const root = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const [wide, setWide] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  // The side panel beside the list is secondary: it loads once the first screen is complete
  // (the first-open budget); its column is there from the start, so nothing moves.
  const firstScreenDrawn = useChatEffects();

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWide(el.clientWidth >= SIDE_BESIDE_MIN_PX));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const title = config?.titleDesc || t('screen.chat');
  // spec §2: the header only with navigationBarShowFlag, and not with topBar=0
  const showHeader = config?.navigationBarShowFlag !== 0 && query.topBar !== '0';
  const side = sideBarOf(config);
  const beside = !!side && wide && layout === 'desktop';
  const ready = session.status === 'ready';
  const manual = session.userStatus === UserStatus.manual;
  const queued = session.userStatus === UserStatus.queued && !chat.ended;
  const width = Math.min(Math.max(config?.sideBarWidth || 280, 200), 480);
  return (
    <div ref={root} className={screen}>
      {showHeader ? <ChatHeader title={title} onPanel={side && !beside ? () => setPanelOpen(true) : null} /> : null}
      {config && on(config.noticeMode) && config.noticeMsg ? <NoticeBar text={config.noticeMsg} /> : null}
      <div className={body}>
        <Main ref={mainRef} className={main} aria-label={title} style={{ backgroundImage: backgroundOf(config?.backgroundImage) }}>
          {manual ? <Suspense fallback={null}><FileDrop zone={mainRef} /></Suspense> : null}
          <h2 className={visuallyHidden}>{t('screen.chat')}</h2>
          {(session.status === 'idle' || session.status === 'starting') && !chat.popup ? <Loading /> : null}
          {session.status === 'error' ? (
            <div className={failed}>
              <span>{t('chat.startFailed')}</span>
              <button type="button" className={cx(control, sendButton, retry)} onClick={restartSession}>{t('common.retry')}</button>
            </div>
          ) : null}
          <MessageList title={title} />
          {queued ? <Suspense fallback={null}><QueueStatus /></Suspense> : null}
          <QuickMenu />
          <ChatFooter ready={ready} />
        </Main>
        {beside ? <aside className={aside} style={{ width: `${width}px` }} aria-label={t('side.title')}>{firstScreenDrawn ? <Suspense fallback={null}><SidePanel /></Suspense> : null}</aside> : null}
      </div>
      <Suspense fallback={null}>
        {panelOpen && side ? <Modal title={t('side.title')} onClose={() => setPanelOpen(false)}><SidePanel onQuestion={() => setPanelOpen(false)} /></Modal> : null}
        {chat.popup === 'groups' ? <GroupChooser /> : null}
        {chat.popup === 'userForm' ? <UserFormDialog /> : null}
        {viewer ? <ImageViewer /> : null}
        {chat.modal ? <ChatModal /> : null}
      </Suspense>
    </div>
  );
}
