/** The work-order mails in Malay (ms); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const ms: MailStrings = {
  woCreated: { subject: "Kami telah menerima tiket sokongan anda: {title}", intro: "Terima kasih. Kami telah menerima tiket anda “{title}”. Anda boleh menjejak dan membalasnya pada bila-bila masa melalui pautan ini:" },
  woReplied: { subject: "Balasan baharu pada tiket anda: {title}", intro: "Pasukan sokongan kami telah membalas tiket anda “{title}”:" },
  woStatus: { subject: "Kemas kini status tiket anda: {title}", intro: "Status semasa tiket anda “{title}”: {status}." },
  woCustomerReplied: { subject: "Pelanggan membalas tiket: {title}", intro: "Pelanggan telah membalas tiket “{title}”:" },
  openOrder: "Lihat tiket",
  openDesk: "Buka meja ejen",
  linkNote: "Jangan kongsi pautan ini: sesiapa yang memilikinya boleh melihat dan membalas tiket ini.",
  footer: "Ini ialah mesej automatik. Sila jangan balas e-mel ini.",
  status: { 0: "Belum diuruskan", 1: "Diterima", 2: "Menunggu balasan anda", 3: "Diselesaikan", 5: "Ditutup" },
};
