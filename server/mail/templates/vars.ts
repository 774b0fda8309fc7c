/**
 * The mail templates and the variables each takes (issue 25 item 3). `checkVars` runs at enqueue:
 * a wrong type is the caller's bug and throws; over-long texts are cut (a mail is not the place to
 * refuse a reply the work order itself accepted).
 */

/** spec §4 work-order statuses a mail can announce (99 is closed, like 5). */
export const MAIL_WO_STATUSES = [0, 1, 2, 3, 5, 99] as const;
export type MailWoStatus = (typeof MAIL_WO_STATUSES)[number];

export interface TemplateVars {
  /** to the visitor when the order is created: its title and the link (woId + token) */
  woCreated: { woId: string; token: string; title: string };
  /** to the visitor on each public reply (handleType 1): the reply's text and the link */
  woReplied: { woId: string; token: string; title: string; reply: string };
  /** to the visitor on a status change: the new status and the link */
  woStatus: { woId: string; token: string; title: string; status: MailWoStatus };
  /** to the assigned agent on each visitor reply: the reply's text and a desk link */
  woCustomerReplied: { woId: string; title: string; reply: string };
}
export type MailTemplate = keyof TemplateVars;
export const MAIL_TEMPLATES: readonly MailTemplate[] = ['woCreated', 'woReplied', 'woStatus', 'woCustomerReplied'];

const TITLE_MAX = 500;
const REPLY_MAX = 20_000;
const ID_MAX = 200;

export class MailInputError extends Error {}

const cut = (s: string, max: number): string => ([...s].length > max ? `${[...s].slice(0, max - 1).join('')}…` : s);

function str(vars: Record<string, unknown>, key: string, max: number, nonEmpty: boolean): string {
  const v = vars[key];
  if (typeof v !== 'string' || (nonEmpty && v.trim() === '')) throw new MailInputError(`mail vars.${key} must be a${nonEmpty ? ' non-empty' : ''} string`);
  if (nonEmpty && v.length > max) throw new MailInputError(`mail vars.${key} is longer than ${max}`);
  return nonEmpty ? v : cut(v, max);
}

/** The template's variables, checked and reduced to the known keys (what is stored). */
export function checkVars<T extends MailTemplate>(template: T, raw: unknown): TemplateVars[T] {
  if (!MAIL_TEMPLATES.includes(template)) throw new MailInputError(`unknown mail template ${String(template)}`);
  if (typeof raw !== 'object' || raw === null) throw new MailInputError('mail vars must be an object');
  const v = raw as Record<string, unknown>;
  const woId = str(v, 'woId', ID_MAX, true);
  const title = str(v, 'title', TITLE_MAX, false);
  if (template === 'woCustomerReplied') return { woId, title, reply: str(v, 'reply', REPLY_MAX, false) } as TemplateVars[T];
  const token = str(v, 'token', ID_MAX * 4, true);
  if (template === 'woCreated') return { woId, token, title } as TemplateVars[T];
  if (template === 'woReplied') return { woId, token, title, reply: str(v, 'reply', REPLY_MAX, false) } as TemplateVars[T];
  const status = v.status;
  if (!MAIL_WO_STATUSES.includes(status as MailWoStatus)) throw new MailInputError(`mail vars.status must be one of ${MAIL_WO_STATUSES.join(', ')}`);
  return { woId, token, title, status } as TemplateVars[T];
}
