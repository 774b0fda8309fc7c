/**
 * The few answers the HTTP edge writes itself, before any route knows who is calling: a body
 * too large (413), a request too slow (408) and too many requests (429). They are said in the
 * caller's language, taken from `Accept-Language` (the widget sends its own locale there),
 * English when none of the 24 locales matches.
 */
import { LOCALES } from '../../protocol';
import type { Locale } from '../../protocol';

export interface EdgeTexts {
  tooLarge: string;
  timeout: string;
  /** `{s}` is replaced by the seconds to wait */
  tooMany: string;
}

const TEXTS: Record<Locale, EdgeTexts> = {
  zh: { tooLarge: '请求内容过大，无法处理', timeout: '请求超时，请重试', tooMany: '操作过于频繁，请 {s} 秒后再试' },
  'zh-TW': { tooLarge: '請求內容過大，無法處理', timeout: '請求逾時，請重試', tooMany: '操作過於頻繁，請 {s} 秒後再試' },
  en: { tooLarge: 'The request is too large', timeout: 'The request took too long, please try again', tooMany: 'Too many requests, please try again in {s} s' },
  vi: { tooLarge: 'Yêu cầu quá lớn', timeout: 'Yêu cầu quá thời gian, vui lòng thử lại', tooMany: 'Quá nhiều yêu cầu, vui lòng thử lại sau {s} giây' },
  th: { tooLarge: 'คำขอมีขนาดใหญ่เกินไป', timeout: 'คำขอใช้เวลานานเกินไป โปรดลองอีกครั้ง', tooMany: 'มีคำขอมากเกินไป โปรดลองอีกครั้งใน {s} วินาที' },
  ar: { tooLarge: 'الطلب كبير جدًا', timeout: 'استغرق الطلب وقتًا طويلًا، يرجى المحاولة مرة أخرى', tooMany: 'طلبات كثيرة جدًا، يرجى المحاولة بعد {s} ثانية' },
  bn: { tooLarge: 'অনুরোধটি খুব বড়', timeout: 'অনুরোধে অনেক সময় লেগেছে, আবার চেষ্টা করুন', tooMany: 'অনেক বেশি অনুরোধ, {s} সেকেন্ড পরে আবার চেষ্টা করুন' },
  de: { tooLarge: 'Die Anfrage ist zu groß', timeout: 'Die Anfrage hat zu lange gedauert, bitte erneut versuchen', tooMany: 'Zu viele Anfragen, bitte in {s} s erneut versuchen' },
  es: { tooLarge: 'La solicitud es demasiado grande', timeout: 'La solicitud tardó demasiado, inténtelo de nuevo', tooMany: 'Demasiadas solicitudes, inténtelo de nuevo en {s} s' },
  fa: { tooLarge: 'درخواست بیش از حد بزرگ است', timeout: 'درخواست بیش از حد طول کشید، لطفاً دوباره تلاش کنید', tooMany: 'درخواست‌ها بیش از حد است، لطفاً {s} ثانیه دیگر تلاش کنید' },
  fil: { tooLarge: 'Masyadong malaki ang kahilingan', timeout: 'Masyadong natagalan ang kahilingan, pakisubukang muli', tooMany: 'Masyadong maraming kahilingan, pakisubukang muli pagkalipas ng {s} segundo' },
  fr: { tooLarge: 'La requête est trop volumineuse', timeout: 'La requête a pris trop de temps, veuillez réessayer', tooMany: 'Trop de requêtes, veuillez réessayer dans {s} s' },
  ja: { tooLarge: 'リクエストが大きすぎます', timeout: 'リクエストがタイムアウトしました。もう一度お試しください', tooMany: 'リクエストが多すぎます。{s} 秒後にもう一度お試しください' },
  km: { tooLarge: 'សំណើធំពេក', timeout: 'សំណើចំណាយពេលយូរពេក សូមព្យាយាមម្តងទៀត', tooMany: 'សំណើច្រើនពេក សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល {s} វិនាទី' },
  lo: { tooLarge: 'ຄຳຮ້ອງຂໍໃຫຍ່ເກີນໄປ', timeout: 'ຄຳຮ້ອງຂໍໃຊ້ເວລາດົນເກີນໄປ, ກະລຸນາລອງໃໝ່', tooMany: 'ມີຄຳຮ້ອງຂໍຫຼາຍເກີນໄປ, ກະລຸນາລອງໃໝ່ໃນ {s} ວິນາທີ' },
  ko: { tooLarge: '요청이 너무 큽니다', timeout: '요청 시간이 초과되었습니다. 다시 시도해 주세요', tooMany: '요청이 너무 많습니다. {s}초 후에 다시 시도해 주세요' },
  ms: { tooLarge: 'Permintaan terlalu besar', timeout: 'Permintaan mengambil masa terlalu lama, sila cuba lagi', tooMany: 'Terlalu banyak permintaan, sila cuba lagi dalam {s} saat' },
  my: { tooLarge: 'တောင်းဆိုချက် အရွယ်အစား ကြီးလွန်းသည်', timeout: 'တောင်းဆိုချက် အချိန်ကြာလွန်းသည်၊ ထပ်မံကြိုးစားပါ', tooMany: 'တောင်းဆိုချက် များလွန်းသည်၊ {s} စက္ကန့်အကြာတွင် ထပ်မံကြိုးစားပါ' },
  nl: { tooLarge: 'Het verzoek is te groot', timeout: 'Het verzoek duurde te lang, probeer het opnieuw', tooMany: 'Te veel verzoeken, probeer het over {s} s opnieuw' },
  pl: { tooLarge: 'Żądanie jest zbyt duże', timeout: 'Żądanie trwało zbyt długo, spróbuj ponownie', tooMany: 'Zbyt wiele żądań, spróbuj ponownie za {s} s' },
  pt: { tooLarge: 'A solicitação é grande demais', timeout: 'A solicitação demorou demais, tente novamente', tooMany: 'Muitas solicitações, tente novamente em {s} s' },
  ru: { tooLarge: 'Слишком большой запрос', timeout: 'Запрос выполнялся слишком долго, попробуйте ещё раз', tooMany: 'Слишком много запросов, повторите через {s} с' },
  tr: { tooLarge: 'İstek çok büyük', timeout: 'İstek çok uzun sürdü, lütfen tekrar deneyin', tooMany: 'Çok fazla istek, lütfen {s} sn sonra tekrar deneyin' },
  zu: { tooLarge: 'Isicelo sikhulu kakhulu', timeout: 'Isicelo sithathe isikhathi eside kakhulu, sicela uzame futhi', tooMany: 'Izicelo ziningi kakhulu, sicela uzame futhi emizuzwaneni engu-{s}' },
};

const BY_LOWER = new Map<string, Locale>(LOCALES.map((l) => [l.toLowerCase(), l]));

/** The first locale of an Accept-Language header that Kefu speaks (`zh-Hant`/`zh-TW` → zh-TW). */
export function localeOf(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (!tag) continue;
    if (tag === 'zh-hant' || tag.startsWith('zh-hant-') || tag === 'zh-hk' || tag === 'zh-mo') return 'zh-TW';
    if (tag === 'tl') return 'fil';
    const exact = BY_LOWER.get(tag);
    if (exact) return exact;
    const base = BY_LOWER.get(tag.split('-')[0]!);
    if (base) return base;
  }
  return 'en';
}

export function edgeTexts(acceptLanguage: string | undefined): EdgeTexts {
  return TEXTS[localeOf(acceptLanguage)];
}
