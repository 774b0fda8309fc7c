/** The work-order mails in Persian (fa); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const fa: MailStrings = {
  woCreated: { subject: "درخواست پشتیبانی شما دریافت شد: {title}", intro: "سپاس. درخواست پشتیبانی «{title}» را دریافت کردیم. می‌توانید هر زمان از طریق این پیوند آن را پیگیری کنید و پاسخ دهید:" },
  woReplied: { subject: "پاسخ تازه به درخواست پشتیبانی شما: {title}", intro: "تیم پشتیبانی به درخواست «{title}» شما پاسخ داد:" },
  woStatus: { subject: "به‌روزرسانی وضعیت درخواست پشتیبانی: {title}", intro: "وضعیت کنونی درخواست «{title}»: {status}." },
  woCustomerReplied: { subject: "پاسخ مشتری به درخواست پشتیبانی: {title}", intro: "مشتری به درخواست «{title}» پاسخ داد:" },
  openOrder: "مشاهدهٔ درخواست",
  openDesk: "باز کردن میز پشتیبانی",
  linkNote: "این پیوند را محرمانه نگه دارید: هر کسی که آن را داشته باشد می‌تواند این درخواست را ببیند و به آن پاسخ دهد.",
  footer: "این پیام به‌طور خودکار فرستاده شده است. لطفاً به این ایمیل پاسخ ندهید.",
  status: { 0: "هنوز رسیدگی نشده", 1: "پذیرفته شد", 2: "در انتظار پاسخ شما", 3: "حل شد", 5: "بسته شد" },
};
