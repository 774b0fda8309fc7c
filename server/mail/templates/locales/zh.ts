/** The work-order mails in Simplified Chinese (zh); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const zh: MailStrings = {
  woCreated: { subject: "我们已收到您的工单：{title}", intro: "感谢您的反馈。我们已收到您的工单“{title}”，您可以随时通过以下链接查看进度并回复：" },
  woReplied: { subject: "您的工单有新回复：{title}", intro: "客服回复了您的工单“{title}”：" },
  woStatus: { subject: "您的工单状态已更新：{title}", intro: "您的工单“{title}”当前状态为：{status}。" },
  woCustomerReplied: { subject: "客户回复了工单：{title}", intro: "客户回复了工单“{title}”：" },
  openOrder: "查看工单",
  openDesk: "打开客服工作台",
  linkNote: "请妥善保管此链接：任何持有该链接的人都可以查看并回复此工单。",
  footer: "这是一封系统自动发送的邮件，请勿直接回复。",
  status: { 0: "未处理", 1: "已受理", 2: "等待您的回复", 3: "已解决", 5: "已关闭" },
};
