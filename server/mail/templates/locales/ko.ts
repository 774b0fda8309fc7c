/** The work-order mails in Korean (ko); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const ko: MailStrings = {
  woCreated: { subject: "문의가 접수되었습니다: {title}", intro: "문의 \"{title}\"이(가) 접수되었습니다. 아래 링크에서 언제든지 진행 상황을 확인하고 답변할 수 있습니다:" },
  woReplied: { subject: "문의에 새 답변이 있습니다: {title}", intro: "상담원이 문의 \"{title}\"에 답변했습니다:" },
  woStatus: { subject: "문의 상태가 변경되었습니다: {title}", intro: "문의 \"{title}\"의 현재 상태: {status}" },
  woCustomerReplied: { subject: "고객이 문의에 답변했습니다: {title}", intro: "고객이 문의 \"{title}\"에 답변했습니다:" },
  openOrder: "문의 보기",
  openDesk: "상담 데스크 열기",
  linkNote: "이 링크를 다른 사람과 공유하지 마세요. 링크가 있는 사람은 누구나 이 문의를 보고 답변할 수 있습니다.",
  footer: "이 메일은 자동으로 발송되었습니다. 이 메일에 회신하지 마세요.",
  status: { 0: "미처리", 1: "접수됨", 2: "고객 답변 대기", 3: "해결됨", 5: "종료됨" },
};
