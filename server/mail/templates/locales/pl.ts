/** The work-order mails in Polish (pl); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const pl: MailStrings = {
  woCreated: { subject: "Otrzymaliśmy Twoje zgłoszenie: {title}", intro: "Dziękujemy. Otrzymaliśmy Twoje zgłoszenie „{title}”. Możesz je śledzić i odpowiadać na nie w dowolnej chwili pod tym linkiem:" },
  woReplied: { subject: "Nowa odpowiedź w Twoim zgłoszeniu: {title}", intro: "Nasz zespół wsparcia odpowiedział na Twoje zgłoszenie „{title}”:" },
  woStatus: { subject: "Zmiana statusu Twojego zgłoszenia: {title}", intro: "Obecny status Twojego zgłoszenia „{title}”: {status}." },
  woCustomerReplied: { subject: "Klient odpowiedział w zgłoszeniu: {title}", intro: "Klient odpowiedział w zgłoszeniu „{title}”:" },
  openOrder: "Zobacz zgłoszenie",
  openDesk: "Otwórz panel obsługi",
  linkNote: "Nie udostępniaj tego linku: każdy, kto go ma, może zobaczyć to zgłoszenie i na nie odpowiedzieć.",
  footer: "To jest wiadomość automatyczna. Prosimy na nią nie odpowiadać.",
  status: { 0: "Jeszcze nieobsłużone", 1: "Przyjęte", 2: "Oczekuje na Twoją odpowiedź", 3: "Rozwiązane", 5: "Zamknięte" },
};
