/**
 * Renders a work-order mail in the recipient's locale: a subject, a plain-text part and an HTML
 * part. What a visitor or an agent typed is shown exactly as typed (security-cases "Inert is not
 * enough"): every value is HTML-escaped in the HTML part, and the subject is one line (no CR, LF
 * or other control characters: no header injection, whatever the title holds).
 */
import { directionOf, normalizeLocale } from '../../../protocol/locale';
import type { Locale } from '../../../protocol';
import { MAIL_STRINGS } from './locales';
import type { MailStrings } from './strings';
import type { MailTemplate, TemplateVars } from './vars';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  locale: Locale;
}

const SUBJECT_TITLE_MAX = 150;

/** An unknown or missing locale is English (the mail goes to someone we know nothing about). */
export function mailLocale(input: string | null | undefined): Locale {
  return normalizeLocale(input) ?? 'en';
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** One line: control characters (CR, LF, tab, NUL…) and line/paragraph separators become spaces. */
export function oneLine(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/ {2,}/g, ' ').trim();
}

const shorten = (s: string, max: number): string => ([...s].length > max ? `${[...s].slice(0, max - 1).join('')}…` : s);

/** Fills `{name}` placeholders; each value goes through `esc` (the text itself is ours). */
function fill(template: string, values: Record<string, string>, esc: (s: string) => string): string {
  return esc(template).replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? esc(values[k] ?? '') : m));
}

/** The work-order page of DESIGN §3, opened by woId and the order's token, in the mail's language. */
export function orderLink(publicUrl: string, woId: string, token: string, locale?: string): string {
  const lang = locale ? `&locale=${encodeURIComponent(locale)}` : '';
  return `${publicUrl}/chat_online/workorder?woId=${encodeURIComponent(woId)}&token=${encodeURIComponent(token)}${lang}`;
}

export function renderMail<T extends MailTemplate>(template: T, localeInput: string, vars: TemplateVars[T], publicUrl: string): RenderedMail {
  const locale = mailLocale(localeInput);
  const s: MailStrings = MAIL_STRINGS[locale];
  const v = vars as Partial<TemplateVars['woStatus'] & TemplateVars['woReplied']>;
  const statusKey = v.status === 99 ? 5 : v.status;
  const values = {
    title: oneLine(v.title ?? ''),
    status: statusKey === undefined ? '' : s.status[statusKey],
  };
  const texts = s[template];
  const subject = oneLine(fill(texts.subject, { ...values, title: shorten(values.title, SUBJECT_TITLE_MAX) }, (x) => x));
  const toDesk = template === 'woCustomerReplied';
  const link = toDesk ? `${publicUrl}/desk/` : orderLink(publicUrl, v.woId ?? '', v.token ?? '', locale);
  const linkText = toDesk ? s.openDesk : s.openOrder;
  const reply = v.reply === undefined ? undefined : v.reply.replace(/\r\n?/g, '\n');
  const note = template === 'woCreated' ? s.linkNote : undefined;
  return { subject, locale, text: textPart(s, fill(texts.intro, values, (x) => x), reply, linkText, link, note), html: htmlPart(s, locale, subject, fill(texts.intro, values, escapeHtml), reply, linkText, link, note) };
}

function textPart(s: MailStrings, intro: string, reply: string | undefined, linkText: string, link: string, note: string | undefined): string {
  const parts = [intro];
  if (reply !== undefined) parts.push(reply.split('\n').map((l) => `> ${l}`).join('\n'));
  parts.push(`${linkText}: ${link}`);
  if (note) parts.push(note);
  parts.push(`-- \n${s.footer}`);
  return `${parts.join('\n\n')}\n`;
}

const FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif";

function htmlPart(s: MailStrings, locale: Locale, subject: string, introHtml: string, reply: string | undefined, linkText: string, link: string, note: string | undefined): string {
  const dir = directionOf(locale);
  const href = escapeHtml(link);
  const quote = reply === undefined ? ''
    : `<blockquote style="margin:16px 0;padding:12px 16px;background:#f5f6f8;border-inline-start:3px solid #3370ff;white-space:pre-wrap;word-break:break-word">${escapeHtml(reply)}</blockquote>`;
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(locale)}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f5f6f8;color:#1f2329;${FONT}">`,
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;line-height:1.6">',
    `<p style="margin:0 0 12px">${introHtml}</p>`,
    quote,
    `<p style="margin:20px 0"><a href="${href}" style="display:inline-block;padding:10px 18px;background:#3370ff;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(linkText)}</a></p>`,
    `<p style="margin:0 0 12px;font-size:12px;color:#646a73;word-break:break-all"><span dir="ltr">${href}</span></p>`,
    note ? `<p style="margin:0 0 12px;font-size:12px;color:#646a73">${escapeHtml(note)}</p>` : '',
    `<p style="margin:24px 0 0;font-size:12px;color:#8f959e">${escapeHtml(s.footer)}</p>`,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].filter((l) => l !== '').join('\n');
}
