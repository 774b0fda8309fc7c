/** E-mail notifications for work orders (issue 25 item 3): a durable outbox and its templates. */
export { MailOutbox, enqueueMail, scrubError, senderAddress } from './outbox';
export type { DrainReport, EnqueueResult, MailDeps, MailInput, MailLog, MailSettings } from './outbox';
export { mailByDedupeKey, mailCounts, mailsWithStatus } from './store';
export type { MailOutboxTable, MailStatus } from './tables';
export { renderMail, orderLink, mailLocale, MailInputError, MAIL_TEMPLATES, MAIL_WO_STATUSES } from './templates';
export type { MailTemplate, MailWoStatus, RenderedMail, TemplateVars } from './templates';
export { smtpTransport } from './transport';
export type { MailTransport, OutgoingMail } from './transport';
