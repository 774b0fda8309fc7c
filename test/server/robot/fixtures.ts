import type { RobotDoc } from '../../../server/robot/index.ts';
import type { Snapshot } from '../../../server/robot/kb/store.ts';
import type { KbDocRecord } from '../../../server/robot/kb/types.ts';

/**
 * Tiny knowledge bases, one per language, with the same six topics: refund, shipping,
 * password, cancel, invoice, address/e-mail. Tests ask questions worded unlike any stored one.
 */
const kb = (locale: string, rows: [string, string, string[]][]): RobotDoc[] =>
  rows.map(([docId, question, similarQuestions]) => ({ docId, question, similarQuestions, locale }));

export const KB: Record<string, RobotDoc[]> = {
  zh: kb('zh', [
    ['refund', '退款怎么申请', ['我想退款', '如何申请退款', '退货退款流程是什么']],
    ['shipping', '什么时候发货', ['下单后多久发货', '订单还没发货怎么办']],
    ['password', '忘记密码怎么办', ['怎么重置登录密码', '账号登录不上']],
    ['cancel', '怎么取消订单', ['订单可以取消吗', '不想买了能取消吗']],
    ['invoice', '如何开发票', ['可以开增值税发票吗', '发票在哪里申请']],
    ['address', '怎么修改收货地址', ['地址填错了能改吗', '下单后可以改地址吗']],
  ]),
  en: kb('en', [
    ['refund', 'How do I request a refund?', ['I want my money back', 'Can I get a refund for my order?']],
    ['shipping', 'When will my order ship?', ['How long does delivery take?', 'My package has not arrived yet']],
    ['password', 'I forgot my password', ['How can I reset my password?', "I can't log in to my account"]],
    ['cancel', 'How do I cancel my order?', ['I want to cancel a purchase']],
    ['invoice', 'How can I get an invoice?', ['Where do I download my receipt?']],
    ['email', 'How do I change my email address?', ['Update the e-mail on my account']],
  ]),
  th: kb('th', [
    ['refund', 'ขอคืนเงินได้อย่างไร', ['ฉันต้องการเงินคืน', 'ขั้นตอนการขอคืนเงิน']],
    ['shipping', 'สินค้าจะจัดส่งเมื่อไหร่', ['ใช้เวลาจัดส่งกี่วัน', 'พัสดุยังไม่มาถึง']],
    ['password', 'ลืมรหัสผ่านต้องทำอย่างไร', ['รีเซ็ตรหัสผ่านได้ที่ไหน', 'เข้าสู่ระบบไม่ได้']],
    ['cancel', 'ยกเลิกคำสั่งซื้ออย่างไร', ['ต้องการยกเลิกออเดอร์']],
    ['invoice', 'ขอใบกำกับภาษีได้อย่างไร', ['ต้องการใบเสร็จรับเงิน']],
    ['address', 'เปลี่ยนที่อยู่จัดส่งได้ไหม', ['แก้ไขที่อยู่ในการสั่งซื้อ']],
  ]),
  ja: kb('ja', [
    ['refund', '返金はどうすればいいですか', ['返金を申請したい', 'お金を返してほしい']],
    ['shipping', 'いつ発送されますか', ['配送にはどのくらいかかりますか', '荷物がまだ届きません']],
    ['password', 'パスワードを忘れました', ['パスワードをリセットする方法', 'ログインできません']],
    ['cancel', '注文をキャンセルしたい', ['注文の取り消し方法']],
    ['invoice', '領収書を発行できますか', ['請求書が欲しい']],
    ['address', '配送先の住所を変更したい', ['住所を間違えて入力しました']],
  ]),
  ar: kb('ar', [
    ['refund', 'كيف أطلب استرداد المبلغ؟', ['أريد استرجاع أموالي', 'هل يمكنني استرداد ثمن الطلب؟']],
    ['shipping', 'متى سيتم شحن طلبي؟', ['كم يستغرق التوصيل؟', 'لم يصل طردي بعد']],
    ['password', 'نسيت كلمة المرور', ['كيف أعيد تعيين كلمة المرور؟', 'لا أستطيع تسجيل الدخول']],
    ['cancel', 'كيف ألغي طلبي؟', ['أريد إلغاء الطلب']],
    ['invoice', 'كيف أحصل على فاتورة؟', ['أحتاج إلى إيصال الشراء']],
    ['address', 'كيف أغير عنوان التوصيل؟', ['أدخلت عنوانا خاطئا']],
  ]),
};

/** [locale, question worded unlike any stored question, expected docId] */
export const PARAPHRASES: [string, string, string][] = [
  ['zh', '退款需要怎么操作？', 'refund'],
  ['zh', '发票怎么开', 'invoice'],
  ['zh', '密码想不起来了', 'password'],
  ['en', 'Could you refund me please', 'refund'],
  ['en', 'Where is my parcel? It still has not been delivered', 'shipping'],
  ['en', 'resetting a forgotten password', 'password'],
  ['th', 'อยากได้เงินคืนต้องทำยังไง', 'refund'],
  ['th', 'รหัสผ่านหายทำยังไงดี', 'password'],
  ['ja', '返金の手続きを教えてください', 'refund'],
  ['ja', 'パスワードが分からなくなった', 'password'],
  ['ar', 'ما هي طريقة استرداد المال؟', 'refund'],
  ['ar', 'نسيت كلمة السر الخاصة بي', 'password'],
];

/** [locale, question about something the knowledge base does not cover] */
export const UNRELATED: [string, string][] = [
  ['zh', '今天天气怎么样', ],
  ['en', 'What is the capital of France?'],
  ['th', 'วันนี้อากาศร้อนมาก'],
  ['ja', '明日は晴れますか'],
  ['ar', 'ما هي عاصمة فرنسا؟'],
];

/** A knowledge-base snapshot (version 1) holding these entries, as the store would read it. */
export function snapshotOf(docs: readonly (RobotDoc & { docId: string; similarQuestions?: readonly string[] })[], synonyms: string[][]): Snapshot {
  const records = docs.map((d): KbDocRecord => ({
    docId: d.docId, question: d.question, similarQuestions: [...(d.similarQuestions ?? [])], answer: `<p>${d.docId}</p>`, category: '',
    keywords: [...(d.keywords ?? [])], locale: d.locale ?? 'zh', enabled: d.enabled !== false, related: [], guide: null, card: null,
    upVotes: 0, downVotes: 0, createdAt: 0, updatedAt: 0,
  }));
  return { version: 1, settings: { synonyms, thresholds: {}, unknownText: {} }, docs: records };
}
