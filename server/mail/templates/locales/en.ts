/** The work-order mails in English (en); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const en: MailStrings = {
  woCreated: { subject: "We received your work order: {title}", intro: "Thank you. We have received your work order “{title}”. You can follow it and reply at any time through this link:" },
  woReplied: { subject: "New reply to your work order: {title}", intro: "Our support team replied to your work order “{title}”:" },
  woStatus: { subject: "Status update for your work order: {title}", intro: "The status of your work order “{title}” is now: {status}." },
  woCustomerReplied: { subject: "Customer reply on work order: {title}", intro: "The customer replied to the work order “{title}”:" },
  openOrder: "View the work order",
  openDesk: "Open the desk",
  linkNote: "Keep this link private: anyone who has it can read and reply to the work order.",
  footer: "This is an automatic message. Please do not reply to this e-mail.",
  status: { 0: "Not yet handled", 1: "Accepted", 2: "Waiting for your reply", 3: "Resolved", 5: "Closed" },
};
