/** Small display helpers: times, a one-line preview of a message, a device summary. */
import { MsgType, SenderType } from '../../../protocol';
import type { DeskMessage } from '../../../protocol';
import type { DeskT } from '../../i18n';

export function formatTime(ms: number | null | undefined, locale: string): string {
  if (!ms) return '';
  const d = new Date(ms);
  const sameDay = new Date().toDateString() === d.toDateString();
  // a fixed Gregorian calendar (fa would default to the Persian one; toolchain notes)
  const opts: Intl.DateTimeFormatOptions = sameDay ? { hour: '2-digit', minute: '2-digit' } : { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat(`${locale}-u-ca-gregory`, opts).format(d);
  } catch {
    return d.toISOString().slice(0, 16).replace('T', ' ');
  }
}

/** Markup as text: robot answers are stored as sanitised HTML, the desk shows their words only. Only for HTML (see messageText). */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  // DOMParser builds an inert document: nothing in it runs or loads
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const br of doc.body.querySelectorAll('br')) br.replaceWith('\n');
  for (const block of doc.body.querySelectorAll('p, div, li, tr, h1, h2, h3, h4, h5, h6, blockquote')) block.append('\n');
  return (doc.body.textContent ?? '').replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * A message's words as the desk shows them. The one rule: only the robot's answers are HTML
 * (sanitised on the server) and are turned into text; what visitors, agents and the system wrote
 * is text and is shown verbatim, so `I use <div> tags` reads exactly so (React puts it in the page
 * as text: nothing in it is parsed or run).
 */
export function messageText(m: Pick<DeskMessage, 'senderType' | 'msgContent' | 'answer'>): string {
  const raw = m.msgContent || m.answer || '';
  return m.senderType === SenderType.robot ? plainText(raw) : raw;
}

export function preview(t: DeskT, m: DeskMessage | null): string {
  if (!m) return '';
  if (m.recallFlag) return t('msg.recalled');
  const prefix = m.insideFlag ? `${t('msg.note')}: ` : m.senderType === SenderType.agent ? `${t('msg.you')}: ` : '';
  switch (m.msgType) {
    case MsgType.image: return prefix + t('msg.image');
    case MsgType.file: return prefix + t('msg.file', { name: m.fileName ?? '' });
    case MsgType.audio: return prefix + t('msg.audio');
    case MsgType.video: return prefix + t('msg.video');
    default: return prefix + messageText(m).slice(0, 120);
  }
}

/** What the empty list of the agent's chats says: only an agent who is not online is told to go online. */
export function emptyChatsKey(presence: string | undefined): 'chats.empty' | 'chats.emptyOnline' {
  return presence === 'online' ? 'chats.emptyOnline' : 'chats.empty';
}

