/** The work-order mails in Japanese (ja); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const ja: MailStrings = {
  woCreated: { subject: "お問い合わせを受け付けました：{title}", intro: "お問い合わせ「{title}」を受け付けました。以下のリンクから、いつでも進捗の確認と返信ができます：" },
  woReplied: { subject: "お問い合わせに新しい返信があります：{title}", intro: "サポート担当者がお問い合わせ「{title}」に返信しました：" },
  woStatus: { subject: "お問い合わせのステータスが更新されました：{title}", intro: "お問い合わせ「{title}」の現在のステータス：{status}" },
  woCustomerReplied: { subject: "お客様から返信がありました：{title}", intro: "お客様がお問い合わせ「{title}」に返信しました：" },
  openOrder: "お問い合わせを表示",
  openDesk: "デスクを開く",
  linkNote: "このリンクは他の人と共有しないでください。リンクを知っている人は誰でもこのお問い合わせを閲覧・返信できます。",
  footer: "このメールは自動送信されています。このメールには返信しないでください。",
  status: { 0: "未対応", 1: "受付済み", 2: "お客様の返信待ち", 3: "解決済み", 5: "クローズ" },
};
