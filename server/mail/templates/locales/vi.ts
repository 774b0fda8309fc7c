/** The work-order mails in Vietnamese (vi); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const vi: MailStrings = {
  woCreated: { subject: "Chúng tôi đã nhận được yêu cầu hỗ trợ của bạn: {title}", intro: "Cảm ơn bạn. Chúng tôi đã nhận được yêu cầu hỗ trợ “{title}”. Bạn có thể theo dõi và trả lời bất cứ lúc nào qua liên kết này:" },
  woReplied: { subject: "Có phản hồi mới cho yêu cầu hỗ trợ của bạn: {title}", intro: "Nhân viên hỗ trợ đã trả lời yêu cầu “{title}” của bạn:" },
  woStatus: { subject: "Cập nhật trạng thái yêu cầu hỗ trợ: {title}", intro: "Trạng thái hiện tại của yêu cầu “{title}”: {status}." },
  woCustomerReplied: { subject: "Khách hàng đã trả lời yêu cầu hỗ trợ: {title}", intro: "Khách hàng đã trả lời yêu cầu “{title}”:" },
  openOrder: "Xem yêu cầu hỗ trợ",
  openDesk: "Mở bàn làm việc",
  linkNote: "Hãy giữ kín liên kết này: bất kỳ ai có nó đều có thể xem và trả lời yêu cầu này.",
  footer: "Đây là thư tự động. Vui lòng không trả lời thư này.",
  status: { 0: "Chưa xử lý", 1: "Đã tiếp nhận", 2: "Đang chờ bạn phản hồi", 3: "Đã giải quyết", 5: "Đã đóng" },
};
