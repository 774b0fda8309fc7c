/** What each locale says in the work-order mails (one data file a locale in ./locales). */

/** A template's subject line and opening sentence; `{title}` and `{status}` are filled in. */
export interface TemplateTexts {
  subject: string;
  intro: string;
}

export interface MailStrings {
  woCreated: TemplateTexts;
  woReplied: TemplateTexts;
  woStatus: TemplateTexts;
  woCustomerReplied: TemplateTexts;
  /** the link to the work-order page (visitor mails) */
  openOrder: string;
  /** the link to the desk (agent mails) */
  openDesk: string;
  /** under the link in woCreated: the link carries the order's token */
  linkNote: string;
  footer: string;
  /** spec §4 work-order statuses; 99 is shown as 5 (closed) */
  status: Record<0 | 1 | 2 | 3 | 5, string>;
}
