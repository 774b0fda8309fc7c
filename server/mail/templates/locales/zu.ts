/** The work-order mails in Zulu (zu); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const zu: MailStrings = {
  woCreated: { subject: "Sesisitholile isicelo sakho sokusizwa: {title}", intro: "Siyabonga. Sisitholile isicelo sakho esithi “{title}”. Ungasilandelela futhi uphendule noma nini ngalesi sixhumanisi:" },
  woReplied: { subject: "Kunempendulo entsha esicelweni sakho: {title}", intro: "Ithimba lethu losizo liphendule isicelo sakho esithi “{title}”:" },
  woStatus: { subject: "Isimo sesicelo sakho sibuyekeziwe: {title}", intro: "Isimo samanje sesicelo sakho esithi “{title}”: {status}." },
  woCustomerReplied: { subject: "Ikhasimende liphendule isicelo: {title}", intro: "Ikhasimende liphendule isicelo esithi “{title}”:" },
  openOrder: "Buka isicelo",
  openDesk: "Vula ideski",
  linkNote: "Ungabelani ngalesi sixhumanisi: noma ubani onaso angasibona futhi aphendule lesi sicelo.",
  footer: "Lona umlayezo ozenzakalelayo. Sicela ungawuphenduli le imeyili.",
  status: { 0: "Asikasingathwa", 1: "Samukelwe", 2: "Silinde impendulo yakho", 3: "Sixazululiwe", 5: "Sivaliwe" },
};
