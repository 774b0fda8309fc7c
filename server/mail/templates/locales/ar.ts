/** The work-order mails in Arabic (ar); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const ar: MailStrings = {
  woCreated: { subject: "تلقّينا طلب الدعم الخاص بك: {title}", intro: "شكرًا لك. تلقّينا طلب الدعم «{title}». يمكنك متابعته والرد عليه في أي وقت عبر هذا الرابط:" },
  woReplied: { subject: "رد جديد على طلب الدعم الخاص بك: {title}", intro: "ردّ فريق الدعم على طلبك «{title}»:" },
  woStatus: { subject: "تحديث حالة طلب الدعم: {title}", intro: "الحالة الحالية لطلبك «{title}» هي: {status}." },
  woCustomerReplied: { subject: "ردّ العميل على طلب الدعم: {title}", intro: "ردّ العميل على الطلب «{title}»:" },
  openOrder: "عرض الطلب",
  openDesk: "فتح مكتب الدعم",
  linkNote: "احتفظ بهذا الرابط لنفسك: يستطيع أي شخص يملكه عرض هذا الطلب والرد عليه.",
  footer: "هذه رسالة تلقائية. يُرجى عدم الرد على هذا البريد.",
  status: { 0: "لم تتم معالجته بعد", 1: "تم القبول", 2: "بانتظار ردّك", 3: "تم الحل", 5: "مغلق" },
};
