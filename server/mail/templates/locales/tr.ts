/** The work-order mails in Turkish (tr); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const tr: MailStrings = {
  woCreated: { subject: "Destek talebinizi aldık: {title}", intro: "Teşekkürler. “{title}” başlıklı talebinizi aldık. Bu bağlantı üzerinden talebinizi istediğiniz zaman takip edip yanıtlayabilirsiniz:" },
  woReplied: { subject: "Destek talebinize yeni yanıt: {title}", intro: "Destek ekibimiz “{title}” başlıklı talebinizi yanıtladı:" },
  woStatus: { subject: "Destek talebinizin durumu güncellendi: {title}", intro: "“{title}” başlıklı talebinizin şu anki durumu: {status}." },
  woCustomerReplied: { subject: "Müşteri talebi yanıtladı: {title}", intro: "Müşteri “{title}” başlıklı talebi yanıtladı:" },
  openOrder: "Talebi görüntüle",
  openDesk: "Masayı aç",
  linkNote: "Bu bağlantıyı kimseyle paylaşmayın: bağlantıya sahip olan herkes bu talebi görüntüleyip yanıtlayabilir.",
  footer: "Bu otomatik bir mesajdır. Lütfen bu e-postayı yanıtlamayın.",
  status: { 0: "Henüz ele alınmadı", 1: "Kabul edildi", 2: "Yanıtınız bekleniyor", 3: "Çözüldü", 5: "Kapatıldı" },
};
