/** The work-order mails in Portuguese (pt); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const pt: MailStrings = {
  woCreated: { subject: "Recebemos a sua solicitação de suporte: {title}", intro: "Obrigado. Recebemos a sua solicitação “{title}”. Você pode acompanhá-la e responder a qualquer momento por este link:" },
  woReplied: { subject: "Nova resposta à sua solicitação: {title}", intro: "Nossa equipe de suporte respondeu à sua solicitação “{title}”:" },
  woStatus: { subject: "Atualização de status da sua solicitação: {title}", intro: "O status atual da sua solicitação “{title}” é: {status}." },
  woCustomerReplied: { subject: "O cliente respondeu à solicitação: {title}", intro: "O cliente respondeu à solicitação “{title}”:" },
  openOrder: "Ver a solicitação",
  openDesk: "Abrir o painel de atendimento",
  linkNote: "Não compartilhe este link: qualquer pessoa que o tenha pode ver e responder a esta solicitação.",
  footer: "Esta é uma mensagem automática. Não responda a este e-mail.",
  status: { 0: "Ainda não atendida", 1: "Aceita", 2: "Aguardando sua resposta", 3: "Resolvida", 5: "Fechada" },
};
