/** The work-order mails in Traditional Chinese (zh-TW); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const zhTW: MailStrings = {
  woCreated: { subject: "我們已收到您的工單：{title}", intro: "感謝您的回饋。我們已收到您的工單「{title}」，您可以隨時透過以下連結查看進度並回覆：" },
  woReplied: { subject: "您的工單有新回覆：{title}", intro: "客服回覆了您的工單「{title}」：" },
  woStatus: { subject: "您的工單狀態已更新：{title}", intro: "您的工單「{title}」目前狀態為：{status}。" },
  woCustomerReplied: { subject: "客戶回覆了工單：{title}", intro: "客戶回覆了工單「{title}」：" },
  openOrder: "查看工單",
  openDesk: "開啟客服工作台",
  linkNote: "請妥善保管此連結：任何持有此連結的人都能查看並回覆此工單。",
  footer: "這是一封系統自動寄送的郵件，請勿直接回覆。",
  status: { 0: "未處理", 1: "已受理", 2: "等待您的回覆", 3: "已解決", 5: "已關閉" },
};
