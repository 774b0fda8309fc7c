/**
 * Browser notifications (docs/desk.md "Getting your attention"): while the desk's tab is hidden,
 * a new waiting visitor or a visitor's message shows a system notification beside today's tone and
 * title count. Permission is asked only from the agent's own click on the header's control, never
 * on load; the choice is remembered per browser. One notification per conversation at a time (its
 * tag), replaced by the next; clicking it brings the desk forward at that chat.
 */
import { atom } from 'nanostores';
import { MsgType } from '../../protocol';
import type { DeskMessage } from '../../protocol';
import { directionOf } from '../../protocol/locale';
import { deskT, $deskLocale } from '../i18n';
import type { DeskKey } from '../i18n';
import { go } from './route';

const KEY = 'kefu-desk-notify';

/** 'unsupported': no Notification API (or not a secure context); else the browser's permission. */
export type NotifyPermission = 'unsupported' | NotificationPermission;

const api = (): typeof Notification | null => (typeof Notification === 'undefined' ? null : Notification);
const permission = (): NotifyPermission => api()?.permission ?? 'unsupported';

/** Whether the agent turned notifications on (and the browser still allows them). */
export const $notify = atom<boolean>(readOn());
export const $notifyPermission = atom<NotifyPermission>(permission());

function readOn(): boolean {
  try { return localStorage.getItem(KEY) === '1' && permission() === 'granted'; } catch { return false; }
}

function remember(on: boolean): void {
  $notify.set(on);
  try { localStorage.setItem(KEY, on ? '1' : '0'); } catch { /* not remembered */ }
}

/** The control's click: ask the browser when it has not been asked, then switch on or off. */
export async function toggleNotifications(): Promise<void> {
  const N = api();
  if (!N) return;
  if ($notify.get()) {
    remember(false);
    return;
  }
  const answer = N.permission === 'default' ? await N.requestPermission() : N.permission;
  $notifyPermission.set(answer);
  remember(answer === 'granted');
}

/** The visitor's name as the lists show it (ui/common/visitor.ts visitorLabel), for a notification's title. */
export function nameOf(v: { displayName?: string; visitorName?: string; visitorNo?: string }): string {
  const name = (v.displayName || v.visitorName || '').trim();
  return name || (v.visitorNo ? deskT()('visitor.numbered', { no: v.visitorNo }) : deskT()('visitor.anonymous'));
}

/** A visitor's message as a notification's body: its text (visitors write text, not HTML), else what it is. */
export function messageBody(m: Pick<DeskMessage, 'msgType' | 'msgContent' | 'fileName'>): string {
  switch (m.msgType) {
    case MsgType.image: return deskT()('msg.image');
    case MsgType.file: return deskT()('msg.file', { name: m.fileName ?? '' });
    case MsgType.audio: return deskT()('msg.audio');
    case MsgType.video: return deskT()('msg.video');
    default: {
      const text = (m.msgContent ?? '').replace(/\s+/g, ' ').trim();
      return text.length > 100 ? `${text.slice(0, 99)}…` : text;
    }
  }
}

const hidden = () => typeof document !== 'undefined' && document.visibilityState !== 'visible';

/**
 * Show a notification when the tab is hidden and the agent allowed it. `sessionId` names the
 * conversation (the notification's tag, and where a click leads).
 */
export function notifyHidden(key: DeskKey, vars: Record<string, string>, sessionId: string | null): void {
  const N = api();
  if (!N || !$notify.get() || N.permission !== 'granted' || !hidden()) return;
  const locale = $deskLocale.get();
  try {
    const n = new N(deskT()(key, vars), {
      body: vars.body ?? '',
      tag: sessionId ? `kefu-${sessionId}` : 'kefu-queue',
      lang: locale,
      dir: directionOf(locale),
    });
    n.onclick = () => {
      window.focus();
      go('chats', sessionId);
      n.close();
    };
  } catch {
    // some mobile browsers allow notifications only from a service worker: the tone and title still say it
  }
}
