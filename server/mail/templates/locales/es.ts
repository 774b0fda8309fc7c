/** The work-order mails in Spanish (es); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const es: MailStrings = {
  woCreated: { subject: "Hemos recibido su solicitud de soporte: {title}", intro: "Gracias. Hemos recibido su solicitud «{title}». Puede seguirla y responder en cualquier momento con este enlace:" },
  woReplied: { subject: "Nueva respuesta a su solicitud de soporte: {title}", intro: "Nuestro equipo de soporte ha respondido a su solicitud «{title}»:" },
  woStatus: { subject: "Actualización del estado de su solicitud: {title}", intro: "El estado actual de su solicitud «{title}» es: {status}." },
  woCustomerReplied: { subject: "El cliente respondió a la solicitud: {title}", intro: "El cliente ha respondido a la solicitud «{title}»:" },
  openOrder: "Ver la solicitud",
  openDesk: "Abrir el escritorio",
  linkNote: "No comparta este enlace: cualquier persona que lo tenga puede ver y responder a esta solicitud.",
  footer: "Este es un mensaje automático. No responda a este correo.",
  status: { 0: "Sin atender", 1: "Aceptada", 2: "Esperando su respuesta", 3: "Resuelta", 5: "Cerrada" },
};
