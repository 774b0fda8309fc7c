/** The top bar: where to go (chats with the unread count, inbox, work orders, admin), presence, sound, language, who, sign out. */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/react';
import { $me, signOut } from '../state/session';
import { $inboxNew, $queue, $socket, $unread, $woNew } from '../state/live';
import { $muted, setMuted } from '../state/attention';
import { $route, routeHref } from '../state/route';
import { PresenceSwitch } from './presence-switch';
import { LocaleSwitch } from './locale-switch';
import { NotifySwitch } from './notify-switch';
import { AccountDialog } from './account-dialog';
import { badge, button, header, headerEnd, muted, srOnly } from './styles';

export function Header({ isAdmin, focusTitle = false }: { isAdmin: boolean; focusTitle?: boolean }) {
  const t = useT();
  const me = useStore($me);
  const route = useStore($route);
  const unread = useStore($unread);
  const waiting = useStore($queue).length;
  const socket = useStore($socket);
  const mute = useStore($muted);
  const inboxNew = useStore($inboxNew);
  const woNew = useStore($woNew);
  const [account, setAccount] = useState(false);
  const here = (v: string) => (route.view === v ? 'page' : undefined);
  const title = useRef<HTMLHeadingElement>(null);
  // just signed in (the form and its button are gone): the keyboard starts at the desk's heading,
  // not the page body (Tab goes on to the navigation); a screen that placed the focus itself
  // (a chat's reply box) keeps it
  useEffect(() => {
    if (focusTitle && (!document.activeElement || document.activeElement === document.body)) title.current?.focus({ preventScroll: true });
  }, [focusTitle]);
  return (
    <header className={header}>
      <h1 ref={title} tabIndex={-1}>{t('app.title')}</h1>
      <nav aria-label={t('nav.label')}>
        <ul>
          <li>
            <a href={routeHref('chats')} aria-current={here('chats')}>
              {t('nav.chats')}
              {unread + waiting > 0 && <span className={badge}><span aria-hidden="true">{unread + waiting}</span><span className={srOnly}>{t('nav.chatsCount', { unread, waiting })}</span></span>}
            </a>
          </li>
          <li><a href={routeHref('conversations')} aria-current={here('conversations')}>{t('nav.conversations')}</a></li>
          <li>
            <a href={routeHref('inbox')} aria-current={here('inbox')}>
              {t('nav.inbox')}
              {inboxNew > 0 && <span className={badge}><span aria-hidden="true">{inboxNew}</span><span className={srOnly}>{t('nav.inboxNew', { count: inboxNew })}</span></span>}
            </a>
          </li>
          <li>
            <a href={routeHref('workorders')} aria-current={here('workorders')}>
              {t('nav.workorders')}
              {woNew > 0 && <span className={badge}><span aria-hidden="true">{woNew}</span><span className={srOnly}>{t('nav.inboxNew', { count: woNew })}</span></span>}
            </a>
          </li>
          {isAdmin && <li><a href={routeHref('team')} aria-current={here('team')}>{t('nav.team')}</a></li>}
          {isAdmin && <li><a href={routeHref('admin')} aria-current={here('admin')}>{t('nav.admin')}</a></li>}
        </ul>
      </nav>
      <div className={headerEnd}>
        {socket !== 'open' && <span className={muted} role="status">{socket === 'connecting' ? t('socket.connecting') : t('socket.offline')}</span>}
        <PresenceSwitch />
        <button type="button" className={button} aria-pressed={!mute} onClick={() => setMuted(!mute)}>{t('sound.label')}</button>
        <NotifySwitch />
        <LocaleSwitch />
        {/* the visible nickname starts the button's name (WCAG 2.5.3), the words say what it opens */}
        <button type="button" className={button} onClick={() => setAccount(true)}>
          <span className="narrow-hide" dir="auto">{me?.nick}</span>{' '}<span className={srOnly}>{t('account.title')}</span><span aria-hidden="true">⚙</span>
        </button>
        {account && <AccountDialog onClose={() => setAccount(false)} />}
        <button type="button" className={button} onClick={() => void signOut()}>{t('nav.signOut')}</button>
      </div>
    </header>
  );
}
