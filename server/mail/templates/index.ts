/** The work-order mail templates: their variables, texts in 24 locales, and rendering. */
export { renderMail, mailLocale, escapeHtml, oneLine, orderLink } from './render';
export type { RenderedMail } from './render';
export { checkVars, MailInputError, MAIL_TEMPLATES, MAIL_WO_STATUSES } from './vars';
export type { MailTemplate, MailWoStatus, TemplateVars } from './vars';
export { MAIL_STRINGS } from './locales';
export type { MailStrings } from './strings';
