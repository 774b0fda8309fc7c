/** The work-order mails in Russian (ru); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const ru: MailStrings = {
  woCreated: { subject: "Мы получили ваше обращение: {title}", intro: "Спасибо. Мы получили ваше обращение «{title}». Следить за ним и отвечать можно в любое время по этой ссылке:" },
  woReplied: { subject: "Новый ответ на ваше обращение: {title}", intro: "Служба поддержки ответила на ваше обращение «{title}»:" },
  woStatus: { subject: "Статус вашего обращения изменён: {title}", intro: "Текущий статус обращения «{title}»: {status}." },
  woCustomerReplied: { subject: "Клиент ответил в обращении: {title}", intro: "Клиент ответил в обращении «{title}»:" },
  openOrder: "Открыть обращение",
  openDesk: "Открыть рабочее место",
  linkNote: "Не передавайте эту ссылку другим: любой, у кого она есть, может просматривать обращение и отвечать на него.",
  footer: "Это автоматическое сообщение. Пожалуйста, не отвечайте на это письмо.",
  status: { 0: "Ещё не обработано", 1: "Принято", 2: "Ожидает вашего ответа", 3: "Решено", 5: "Закрыто" },
};
