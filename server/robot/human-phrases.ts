import type { RobotLocale } from './text/index.ts';

/**
 * Ways to ask for a human agent, per locale. `strong` phrases are unambiguous requests and may
 * come with a few other words ("转人工，谢谢", "I want to talk to a human about my refund");
 * `weak` words are requests only when the message is nothing else ("agent", "人工", but not
 * "my agent code is wrong"). Written in plain form: they are normalised like any text
 * (accents, case, Arabic variants), so "nhân viên" matches "nhan vien".
 */
export interface HumanPhrases { strong: readonly string[]; weak: readonly string[] }

export const HUMAN_PHRASES: Record<RobotLocale, HumanPhrases> = {
  zh: { strong: ['转人工', '人工客服', '人工服务', '转接人工', '真人客服', '找人工', '接人工', '要人工', '人工坐席', '找客服'], weak: ['人工', '客服', '真人'] },
  'zh-TW': { strong: ['轉人工', '人工客服', '人工服務', '轉接人工', '真人客服', '找客服', '專人服務'], weak: ['人工', '客服', '真人', '專人'] },
  en: {
    strong: ['talk to a human', 'speak to a human', 'talk to a person', 'speak to a person', 'talk to someone', 'speak to someone',
      'human agent', 'live agent', 'real person', 'live person', 'real human', 'customer service representative', 'customer support agent', 'talk to an agent', 'speak to an agent',
      'connect me to an agent', 'connect me to a human', 'transfer me to an agent', 'transfer me to a human'],
    weak: ['human', 'agent', 'operator', 'representative', 'rep', 'person', 'customer service', 'customer support', 'support', 'staff'],
  },
  de: { strong: ['mit einem menschen sprechen', 'echter mensch', 'mit einem mitarbeiter sprechen', 'kundendienst', 'kundenservice'], weak: ['mensch', 'mitarbeiter', 'berater', 'agent', 'operator'] },
  es: { strong: ['hablar con un humano', 'hablar con una persona', 'hablar con un agente', 'agente humano', 'persona real', 'atención al cliente'], weak: ['humano', 'agente', 'operador', 'asesor', 'persona'] },
  fr: { strong: ['parler à un humain', 'parler à une personne', 'parler à un conseiller', 'conseiller humain', 'vraie personne', 'service client'], weak: ['humain', 'conseiller', 'agent', 'opérateur'] },
  pt: { strong: ['falar com um humano', 'falar com uma pessoa', 'falar com um atendente', 'atendente humano', 'pessoa real', 'atendimento humano'], weak: ['humano', 'atendente', 'agente', 'operador'] },
  nl: { strong: ['met een mens praten', 'met een medewerker spreken', 'echte persoon', 'klantenservice'], weak: ['mens', 'medewerker', 'agent'] },
  pl: { strong: ['rozmowa z konsultantem', 'połącz z konsultantem', 'z człowiekiem', 'prawdziwy człowiek'], weak: ['konsultant', 'człowiek', 'operator', 'agent'] },
  ru: { strong: ['позовите оператора', 'соедините с оператором', 'живой человек', 'с оператором', 'с человеком'], weak: ['оператор', 'оператора', 'человек', 'консультант', 'менеджер'] },
  tr: { strong: ['müşteri temsilcisi', 'canlı destek', 'gerçek kişi', 'temsilciye bağla', 'temsilciyle görüşmek'], weak: ['temsilci', 'temsilciye', 'operatör', 'insan', 'yetkili'] },
  vi: { strong: ['gặp nhân viên', 'nói chuyện với nhân viên', 'nhân viên tư vấn', 'người thật', 'chăm sóc khách hàng', 'tổng đài viên'], weak: ['nhân viên', 'tư vấn viên', 'tổng đài'] },
  th: { strong: ['ขอคุยกับเจ้าหน้าที่', 'ติดต่อเจ้าหน้าที่', 'คุยกับคน', 'คุยกับพนักงาน'], weak: ['เจ้าหน้าที่', 'พนักงาน', 'แอดมิน'] },
  ja: { strong: ['オペレーターと話したい', '担当者と話したい', '人間と話したい', '有人対応', 'オペレーターにつないで'], weak: ['オペレーター', '担当者', '有人', '人間'] },
  ko: { strong: ['상담원 연결', '상담사 연결', '사람과 대화', '상담원과 통화', '상담원이랑'], weak: ['상담원', '상담사', '사람'] },
  ar: { strong: ['التحدث مع موظف', 'التحدث إلى شخص', 'خدمة العملاء', 'موظف خدمة', 'شخص حقيقي'], weak: ['موظف', 'وكيل', 'إنسان', 'مشغل'] },
  fa: { strong: ['صحبت با اپراتور', 'صحبت با پشتیبان', 'پشتیبانی انسانی', 'آدم واقعی'], weak: ['اپراتور', 'پشتیبان', 'کارشناس'] },
  bn: { strong: ['মানুষের সাথে কথা', 'এজেন্টের সাথে কথা', 'গ্রাহক সেবা'], weak: ['এজেন্ট', 'প্রতিনিধি', 'মানুষ'] },
  fil: { strong: ['makausap ang tao', 'kausapin ang agent', 'totoong tao', 'customer service'], weak: ['tao', 'ahente', 'agent'] },
  ms: { strong: ['bercakap dengan manusia', 'bercakap dengan ejen', 'orang sebenar', 'khidmat pelanggan'], weak: ['ejen', 'manusia', 'operator', 'wakil'] },
  km: { strong: ['និយាយជាមួយបុគ្គលិក'], weak: ['បុគ្គលិក', 'ភ្នាក់ងារ'] },
  lo: { strong: ['ລົມກັບພະນັກງານ'], weak: ['ພະນັກງານ'] },
  my: { strong: ['ဝန်ထမ်းနဲ့ပြောချင်'], weak: ['ဝန်ထမ်း', 'ကိုယ်စားလှယ်'] },
  zu: { strong: ['khuluma nomuntu', 'ukukhuluma nomuntu'], weak: ['umuntu', 'i-agent', 'umsebenzi'] },
};

/**
 * Words that do not change a request for a human ("I want", "please", "connect me"), in all
 * locales at once: a visitor may type English in a zh widget, and these are short messages.
 */
export const HUMAN_FILLERS = [
  'i', "i'd", 'im', 'want', 'would', 'like', 'to', 'talk', 'speak', 'chat', 'with', 'a', 'an', 'the', 'please', 'pls', 'plz',
  'can', 'could', 'may', 'let', 'me', 'connect', 'transfer', 'get', 'need', 'give', 'now', 'hi', 'hello', 'hey', 'just',
  'my', 'your', 'some', 'one', 'need', 'call', 'contact', 'thanks', 'thank', 'you', 'ok', 'yes', 'for', 'help', 'urgent',
  '我', '要', '想', '请', '帮', '帮我', '转', '转接', '找', '给', '给我', '我要', '我想', '接', '一下', '吗', '呢', '吧', '啊', '呀',
  '麻烦', '你好', '您好', '在', '在吗', '有人吗', '需要', '联系', '和', '跟', '说话', '聊', '对话', '谢谢', '快', '马上', '轉', '轉接', '請', '幫', '幫我', '聯繫', '謝謝',
  'ich', 'möchte', 'will', 'bitte', 'mit', 'sprechen', 'einem', 'einen', 'quiero', 'hablar', 'con', 'un', 'una', 'por', 'favor',
  'je', 'veux', 'parler', 'à', 'un', 'une', 'svp', 'eu', 'quero', 'falar', 'com', 'um', 'uma', 'ik', 'wil', 'graag', 'een',
  'chcę', 'proszę', 'z', 'я', 'хочу', 'пожалуйста', 'с', 'нужен', 'позовите', 'dat', 'bir', 'istiyorum', 'lütfen', 'ile',
  'tôi', 'muốn', 'gặp', 'cho', 'với', 'xin', 'ขอ', 'คุย', 'กับ', 'ติดต่อ', 'ครับ', 'ค่ะ', 'หน่อย', 'ได้', 'ไหม', 'ต้องการ', 'อยาก',
  'と', 'に', 'を', '話', 'し', 'たい', 'ください', 'お願い', 'します', 'つない', 'で', '繋い', 'です',
  '연결', '해주세요', '해', '주세요', '요', '와', '과', '랑', '통화', '대화', '하고', '싶어요', '부탁', '합니다',
  'أريد', 'اريد', 'من', 'فضلك', 'مع', 'التحدث', 'می', 'خواهم', 'با', 'লাগবে', 'চাই', 'gusto', 'ko', 'kausap', 'ng',
  'saya', 'mahu', 'nak', 'dengan', 'sila', 'ngifuna',
];

/**
 * Questions about who is answering ("are you a bot?", "你是真人吗", "am I talking to a real
 * person?"): they mention humans but do not ask for one (issue 10), unless they also carry a
 * transfer verb (REQUEST_VERBS). Matched on normalised text; Latin ones as whole words.
 */
export const IDENTITY_CUES = [
  'are you', 'r u', 'are u', 'am i talking', 'am i chatting', 'am i speaking', 'is this a', 'is this an', 'is it a', 'is this real',
  'who am i talking', 'who is this', 'what are you',
  '你是', '您是', '是不是真人', '是真人吗', '是机器人吗', '是不是机器人', '是人还是', '你們是', '妳是',
  'bist du', 'sind sie ein', 'eres un', 'eres una', 'es usted', 'es-tu', 'êtes-vous', 'tu es un', 'você é', 'voce e um',
  'ты бот', 'вы бот', 'ты человек', 'вы человек', 'sen bot', 'bạn là', 'kamu bot', 'awak bot',
  'あなたは', 'ボットですか', '人間ですか', '당신은', '너는', '봇이야', '사람이에요',
];

/** Words that make a message a request even when it asks about identity ("are you able to connect me"). */
export const REQUEST_VERBS = [
  'connect me', 'transfer me', 'put me through', 'get me', 'let me talk', 'let me speak', 'i want to talk', 'i want to speak',
  '转人工', '转接', '帮我转', '给我转', '轉人工', '轉接', 'verbinden sie', 'pásame', 'passez-moi', 'соедините', 'позовите',
];
