/**
 * The robot's own phrases, per locale: the default unknown answer (spec §4 answerType 0, when
 * neither the channel nor the tenant configured one), the lead-in of a "did you mean" guide
 * (answerType 2) and the note stored when the visitor asks for a human (status -1). Locales
 * without their own texts use English; zh is the product's default (spec §1).
 */
import type { RobotLocale } from './text/index.ts';

interface Phrases { unknown: string; didYouMean: string; transfer: string }

const PHRASES: Partial<Record<RobotLocale, Phrases>> = {
  zh: { unknown: '抱歉，我暂时没有理解您的问题。您可以换个说法再问一次，或者转人工客服。', didYouMean: '您是不是想问：', transfer: '正在为您转接人工客服，请稍候…' },
  'zh-TW': { unknown: '抱歉，我暫時沒有理解您的問題。您可以換個說法再問一次，或者轉人工客服。', didYouMean: '您是不是想問：', transfer: '正在為您轉接人工客服，請稍候…' },
  en: { unknown: "Sorry, I didn't understand that. Could you rephrase your question, or talk to an agent?", didYouMean: 'Did you mean:', transfer: 'Connecting you to an agent, please wait…' },
  ja: { unknown: '申し訳ありません、ご質問を理解できませんでした。言い換えていただくか、オペレーターにおつなぎします。', didYouMean: 'お探しの質問はこちらですか：', transfer: 'オペレーターにおつなぎしています。少々お待ちください…' },
  ko: { unknown: '죄송합니다. 질문을 이해하지 못했습니다. 다르게 표현해 주시거나 상담원과 연결해 드릴 수 있습니다.', didYouMean: '이런 질문을 찾으시나요?', transfer: '상담원에게 연결 중입니다. 잠시만 기다려 주세요…' },
  th: { unknown: 'ขออภัย ฉันไม่เข้าใจคำถามของคุณ ลองถามใหม่อีกครั้ง หรือคุยกับเจ้าหน้าที่', didYouMean: 'คุณหมายถึง:', transfer: 'กำลังโอนสายไปยังเจ้าหน้าที่ กรุณารอสักครู่…' },
  vi: { unknown: 'Xin lỗi, tôi chưa hiểu câu hỏi của bạn. Bạn có thể hỏi lại theo cách khác hoặc gặp nhân viên.', didYouMean: 'Có phải bạn muốn hỏi:', transfer: 'Đang kết nối bạn với nhân viên, vui lòng chờ…' },
  es: { unknown: 'Lo siento, no he entendido tu pregunta. ¿Puedes reformularla o hablar con un agente?', didYouMean: '¿Quisiste decir…?', transfer: 'Te estamos conectando con un agente, espera un momento…' },
  fr: { unknown: "Désolé, je n'ai pas compris votre question. Pouvez-vous la reformuler, ou parler à un conseiller ?", didYouMean: 'Vouliez-vous dire :', transfer: 'Nous vous mettons en relation avec un conseiller, merci de patienter…' },
  de: { unknown: 'Entschuldigung, das habe ich nicht verstanden. Bitte formulieren Sie Ihre Frage anders oder sprechen Sie mit einem Mitarbeiter.', didYouMean: 'Meinten Sie:', transfer: 'Sie werden mit einem Mitarbeiter verbunden, bitte warten…' },
  pt: { unknown: 'Desculpe, não entendi sua pergunta. Pode reformulá-la ou falar com um atendente?', didYouMean: 'Você quis dizer:', transfer: 'Conectando você a um atendente, aguarde…' },
  ru: { unknown: 'Извините, я не понял вопрос. Переформулируйте его или свяжитесь с оператором.', didYouMean: 'Возможно, вы имели в виду:', transfer: 'Соединяем вас с оператором, подождите…' },
  ar: { unknown: 'عذرًا، لم أفهم سؤالك. هل يمكنك إعادة صياغته أو التحدث إلى موظف؟', didYouMean: 'هل تقصد:', transfer: 'جارٍ تحويلك إلى موظف، يرجى الانتظار…' },
};

export function phrases(locale: RobotLocale): Phrases {
  return PHRASES[locale] ?? (locale === 'zh-TW' ? PHRASES.zh : PHRASES.en) ?? (PHRASES.zh as Phrases);
}
