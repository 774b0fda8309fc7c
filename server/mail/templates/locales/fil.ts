/** The work-order mails in Filipino (fil); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const fil: MailStrings = {
  woCreated: { subject: "Natanggap namin ang iyong support ticket: {title}", intro: "Salamat. Natanggap namin ang iyong ticket na “{title}”. Masusubaybayan at masasagot mo ito anumang oras sa link na ito:" },
  woReplied: { subject: "May bagong sagot sa iyong ticket: {title}", intro: "Sumagot ang aming support team sa iyong ticket na “{title}”:" },
  woStatus: { subject: "Update sa status ng iyong ticket: {title}", intro: "Ang kasalukuyang status ng iyong ticket na “{title}”: {status}." },
  woCustomerReplied: { subject: "Sumagot ang customer sa ticket: {title}", intro: "Sumagot ang customer sa ticket na “{title}”:" },
  openOrder: "Tingnan ang ticket",
  openDesk: "Buksan ang desk",
  linkNote: "Huwag ibahagi ang link na ito: sinumang may hawak nito ay makakakita at makakasagot sa ticket na ito.",
  footer: "Awtomatikong mensahe ito. Mangyaring huwag sumagot sa email na ito.",
  status: { 0: "Hindi pa naaasikaso", 1: "Tinanggap", 2: "Naghihintay ng iyong sagot", 3: "Nalutas na", 5: "Sarado" },
};
