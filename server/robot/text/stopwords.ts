import type { RobotLocale } from './locales.ts';
import { normalize } from './normalize.ts';

/**
 * Light stop-word lists: only the most frequent function words of each language, normalised on
 * first use like any text, so they may be written with their accents. Negations and
 * question words stay: "why was my card declined" and "how do I get a card" differ by them.
 * Scripts without spaces keep their particles inside the character bigrams anyway.
 */
const LISTS: Partial<Record<RobotLocale, string>> = {
  en: 'a an the i i\'m me my mine we our you your it its is am are was were be been being to of in on at for and or this that these those there do does did please hi hello so just',
  de: 'der die das den dem des ein eine einen einem einer ich mich mir mein meine wir du sie es ist bin sind war und oder zu im in am an auf fur mit von bitte',
  es: 'el la los las un una unos unas yo me mi mis tu es son soy de del a al en y o que por para con lo se le',
  // no "ou" (or): accent folding makes "où" (where) the same word, and it says what is asked
  fr: 'le la les un une des je me mon ma mes tu vous il elle est suis sont de du a au aux en et que pour avec ce se',
  pt: 'o a os as um uma eu me meu minha meus tu voce e sou sao de do da dos das em no na nos nas ao que para por com se',
  nl: 'de het een ik mij mijn me we wij je jij u is ben zijn was en of te van in op aan voor met dat die er',
  pl: 'i w z na do sie to jest sa jak czy moj moja moje mi mnie o od po za',
  ru: 'и в во на с со к ко у о об от по за я мне меня мой моя мое мои это то же ли бы а',
  tr: 've bir bu su ben beni bana benim de da ile mi mu icin ne o',
  vi: 'toi cua la va thi ma cac nhung mot cho voi o tai da',
  ms: 'saya aku kami anda awak yang dan di ke dari untuk ini itu ialah adalah dengan',
  fil: 'ang ng sa na at ako ko mo ka ay mga si ni po ba',
  zu: 'ngi ukuthi futhi',
  ar: 'في من الي علي عن ان انا هل هذا هذه ذلك و يا ما',
  fa: 'و در به از که را با این ان من هست است برای یک',
  bn: 'আমি আমার এবং ও এই সেই যে কি না করে',
  zh: '的 了 吗 呢 吧 啊 呀 是 我 我的 我想 我要 你 您 你们 请 请问 一下 怎么 怎样 怎么样 如何 什么 可以 能 咋 咋样 啥 嘛 哈 哦 呗 么 能不能 可不可以',
  'zh-TW': '的 了 嗎 呢 吧 啊 呀 是 我 我的 我想 我要 你 您 你們 請 請問 一下 怎麼 怎樣 怎麼樣 如何 什麼 可以 能',
  ja: 'の は が を に で と も へ や です ます か ね よ',
  ko: '은 는 이 가 을 를 에 의 도 저 제 나 내',
  th: 'ครับ ค่ะ คะ นะ จ้ะ ที่ ของ และ ได้ ไหม อย่างไร ยังไง',
  lo: 'ແລະ ຂອງ ທີ່',
  km: 'និង របស់ ដែល',
  my: 'ပါ သည် ၏',
};

const compiled = new Map<RobotLocale, ReadonlySet<string>>();

export function stopWordsFor(locale: RobotLocale): ReadonlySet<string> {
  let set = compiled.get(locale);
  if (!set) {
    set = new Set(normalize(LISTS[locale] ?? '').split(' ').filter(Boolean));
    compiled.set(locale, set);
  }
  return set;
}
