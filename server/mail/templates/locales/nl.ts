/** The work-order mails in Dutch (nl); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const nl: MailStrings = {
  woCreated: { subject: "We hebben uw supportverzoek ontvangen: {title}", intro: "Bedankt. We hebben uw verzoek “{title}” ontvangen. Via deze link kunt u het op elk moment volgen en erop reageren:" },
  woReplied: { subject: "Nieuwe reactie op uw verzoek: {title}", intro: "Ons supportteam heeft gereageerd op uw verzoek “{title}”:" },
  woStatus: { subject: "Statuswijziging van uw verzoek: {title}", intro: "De huidige status van uw verzoek “{title}”: {status}." },
  woCustomerReplied: { subject: "Klant heeft gereageerd op verzoek: {title}", intro: "De klant heeft gereageerd op het verzoek “{title}”:" },
  openOrder: "Verzoek bekijken",
  openDesk: "Desk openen",
  linkNote: "Deel deze link niet: iedereen die hem heeft, kan dit verzoek bekijken en erop reageren.",
  footer: "Dit is een automatisch bericht. Beantwoord deze e-mail niet.",
  status: { 0: "Nog niet behandeld", 1: "Geaccepteerd", 2: "Wacht op uw reactie", 3: "Opgelost", 5: "Gesloten" },
};
