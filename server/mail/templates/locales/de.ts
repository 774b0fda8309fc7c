/** The work-order mails in German (de); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const de: MailStrings = {
  woCreated: { subject: "Wir haben Ihr Ticket erhalten: {title}", intro: "Vielen Dank. Wir haben Ihr Ticket „{title}“ erhalten. Über diesen Link können Sie es jederzeit verfolgen und darauf antworten:" },
  woReplied: { subject: "Neue Antwort auf Ihr Ticket: {title}", intro: "Unser Support-Team hat auf Ihr Ticket „{title}“ geantwortet:" },
  woStatus: { subject: "Statusänderung Ihres Tickets: {title}", intro: "Der aktuelle Status Ihres Tickets „{title}“: {status}." },
  woCustomerReplied: { subject: "Antwort des Kunden auf Ticket: {title}", intro: "Der Kunde hat auf das Ticket „{title}“ geantwortet:" },
  openOrder: "Ticket ansehen",
  openDesk: "Desk öffnen",
  linkNote: "Geben Sie diesen Link nicht weiter: Wer ihn hat, kann das Ticket lesen und darauf antworten.",
  footer: "Dies ist eine automatische Nachricht. Bitte antworten Sie nicht auf diese E-Mail.",
  status: { 0: "Noch nicht bearbeitet", 1: "Angenommen", 2: "Wartet auf Ihre Antwort", 3: "Gelöst", 5: "Geschlossen" },
};
