import { normalize } from './text/index.ts';
import { NO_SPACE_SCRIPT } from './text/script.ts';

/**
 * Small talk: greetings, thanks, goodbyes and questions about the robot itself ("how are you",
 * "你叫什么名字"). No shop's knowledge base answers them, yet their few words often share a word
 * with some entry ("how", "名字"), which the matcher would offer as a guess. A message made only
 * of these phrases (in any order, any locale) is small talk: robotAsk answers it "unknown" with no
 * suggestions, unless an entry that is itself about small talk (one of its stored questions is)
 * answers it with confidence (issue 10). Written for
 * Kefu; phrases are normalised like any text (case, width, accents).
 */
const PHRASES = [
  // en
  'hi', 'hello', 'hey', 'hiya', 'yo', 'sup', 'whats up', 'what\'s up', 'there', 'good morning', 'good afternoon', 'good evening', 'good night', 'morning',
  'thanks', 'thank you', 'thx', 'ty', 'thanks a lot', 'thank you so much', 'cheers', 'ok', 'okay', 'k', 'cool', 'nice', 'great', 'awesome', 'got it',
  'lol', 'haha', 'hahaha', 'lmao', 'bye', 'bye bye', 'goodbye', 'see you', 'see ya', 'later', 'how are you', 'how r u', 'how are u', 'how are you doing',
  'who are you', 'whats your name', 'what\'s your name', 'what is your name', 'what can you do', 'you are smart', 'you\'re smart', 'you are stupid',
  'you\'re useless', 'you are useless', 'you suck', 'never mind', 'nevermind', 'test', 'testing', 'please', 'so', 'and', 'well',
  'nice to meet you', 'who made you', 'are you there', 'anyone there', 'anybody there', 'is anyone there', 'i have a question', 'quick question',
  'can you help me', 'can you help', 'help me', 'can i ask something', 'can i ask a question',
  // zh, zh-TW
  '你好', '您好', '你好呀', '你好啊', '哈喽', '嗨', '在吗', '在么', '在不在', '有人吗', '早', '早上好', '上午好', '中午好', '下午好', '晚上好', '晚安', '早安',
  '谢谢', '谢谢你', '谢谢啦', '多谢', '感谢', '謝謝', '好的', '好吧', '好', '嗯', '嗯嗯', '哦', '哈哈', '哈哈哈', '呵呵', '666', '厉害', '棒',
  '再见', '拜拜', '再見', '你是谁', '你是誰', '你叫什么', '你叫什么名字', '你叫什麼', '你能干嘛', '你会什么', '你好笨', '你真笨', '你好蠢', '你太笨了', '测试',
  '我有个问题', '我有一个问题', '问一下', '请问一下', '想咨询一下', '咨询一下', '能帮我吗', '帮帮我', '很高兴认识你', '谁开发的你',
  // other locales: greetings, thanks and goodbyes
  'こんにちは', 'ありがとう', 'さようなら', '안녕하세요', '감사합니다', '고마워요', 'hola', 'gracias', 'adios', 'bonjour', 'merci', 'au revoir', 'salut',
  'hallo', 'danke', 'tschuss', 'ola', 'obrigado', 'obrigada', 'tchau', 'привет', 'спасибо', 'пока', 'merhaba', 'tesekkurler', 'xin chao', 'cam on',
  'สวัสดี', 'ขอบคุณ', 'مرحبا', 'شكرا', 'سلام', 'ممنون', 'halo', 'terima kasih', 'kumusta', 'salamat', 'hallo', 'bedankt', 'czesc', 'dziekuje', 'sawubona', 'ngiyabonga',
];

const PUNCT = /[^\p{L}\p{N}\p{M}\s']+/gu;
const tokens = (text: string): string[] => (NO_SPACE_SCRIPT.test(text) ? [...text.replace(/\s+/g, '')] : text.split(' ').filter(Boolean));
const SEQUENCES = PHRASES.map((p) => tokens(normalize(p).replace(PUNCT, ' ').trim())).filter((t) => t.length > 0);
const MAX_TOKENS = 12;

/** Is the message nothing but small talk (greetings, thanks, goodbyes, questions about the robot)? */
export function isSmallTalk(message: string): boolean {
  const text = normalize(message).replace(PUNCT, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return false;
  const ts = tokens(text);
  if (ts.length > MAX_TOKENS) return false;
  // can the tokens be covered, left to right, by phrases? (longest first at each position)
  const ok: boolean[] = Array.from({ length: ts.length + 1 }, (_, i) => i === ts.length);
  for (let i = ts.length - 1; i >= 0; i--) {
    ok[i] = SEQUENCES.some((seq) => ok[i + seq.length] === true && seq.every((t, k) => ts[i + k] === t));
  }
  return ok[0] === true;
}
