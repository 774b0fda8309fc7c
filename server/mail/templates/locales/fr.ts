/** The work-order mails in French (fr); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const fr: MailStrings = {
  woCreated: { subject: "Nous avons bien reçu votre demande : {title}", intro: "Merci. Nous avons bien reçu votre demande « {title} ». Vous pouvez la suivre et y répondre à tout moment grâce à ce lien :" },
  woReplied: { subject: "Nouvelle réponse à votre demande : {title}", intro: "Notre équipe d’assistance a répondu à votre demande « {title} » :" },
  woStatus: { subject: "Mise à jour du statut de votre demande : {title}", intro: "Statut actuel de votre demande « {title} » : {status}." },
  woCustomerReplied: { subject: "Réponse du client à la demande : {title}", intro: "Le client a répondu à la demande « {title} » :" },
  openOrder: "Voir la demande",
  openDesk: "Ouvrir le poste agent",
  linkNote: "Ne partagez pas ce lien : toute personne qui le possède peut consulter cette demande et y répondre.",
  footer: "Ceci est un message automatique. Merci de ne pas répondre à cet e-mail.",
  status: { 0: "Pas encore traitée", 1: "Acceptée", 2: "En attente de votre réponse", 3: "Résolue", 5: "Fermée" },
};
