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

/** Markup as text: robot answers are stored as sanitised HTML, the desk shows their words only. */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  // DOMParser builds an inert document: nothing in it runs or loads
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const br of doc.body.querySelectorAll('br')) br.replaceWith('\n');
  for (const block of doc.body.querySelectorAll('p, div, li, tr, h1, h2, h3, h4, h5, h6, blockquote')) block.append('\n');
  return (doc.body.textContent ?? '').replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
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
    default: return prefix + plainText(m.msgContent ?? '').slice(0, 120);
  }
}

/** "Chrome on Android" style summary of a User-Agent (the full string is in a title). */
export function deviceSummary(ua: string): string {
  if (!ua) return '';
  const os = /Android/.test(ua) ? 'Android' : /iPhone|iPad|iOS/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS X|Macintosh/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : '';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\/|Chromium\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : '';
  return [browser, os].filter(Boolean).join(' · ') || ua.slice(0, 60);
}
