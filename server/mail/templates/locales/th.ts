/** The work-order mails in Thai (th); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const th: MailStrings = {
  woCreated: { subject: "เราได้รับคำร้องของคุณแล้ว: {title}", intro: "ขอบคุณ เราได้รับคำร้อง “{title}” ของคุณแล้ว คุณสามารถติดตามและตอบกลับได้ทุกเมื่อผ่านลิงก์นี้:" },
  woReplied: { subject: "มีการตอบกลับใหม่ในคำร้องของคุณ: {title}", intro: "เจ้าหน้าที่ได้ตอบกลับคำร้อง “{title}” ของคุณ:" },
  woStatus: { subject: "อัปเดตสถานะคำร้อง: {title}", intro: "สถานะปัจจุบันของคำร้อง “{title}” คือ: {status}" },
  woCustomerReplied: { subject: "ลูกค้าตอบกลับคำร้อง: {title}", intro: "ลูกค้าได้ตอบกลับคำร้อง “{title}”:" },
  openOrder: "ดูคำร้อง",
  openDesk: "เปิดโต๊ะทำงาน",
  linkNote: "โปรดเก็บลิงก์นี้เป็นความลับ: ทุกคนที่มีลิงก์นี้สามารถดูและตอบกลับคำร้องนี้ได้",
  footer: "นี่เป็นข้อความอัตโนมัติ โปรดอย่าตอบกลับอีเมลนี้",
  status: { 0: "ยังไม่ได้ดำเนินการ", 1: "รับเรื่องแล้ว", 2: "รอการตอบกลับจากคุณ", 3: "แก้ไขแล้ว", 5: "ปิดแล้ว" },
};
