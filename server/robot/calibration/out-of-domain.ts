import type { RobotLocale } from '../text/index.ts';

/**
 * A generic out-of-domain set per locale, shipped with the product: what visitors of any shop
 * type that no shop's knowledge base answers — greetings and chit-chat, questions about the
 * world, and requests about other companies' services and products (another app's password,
 * another shop's order). Calibration (calibrate.ts) asks them of each tenant's own knowledge
 * base at index time as the negatives that place its unknown boundary; they are never
 * answered from, and never enter the index. Written for Kefu.
 */
const OOD: Record<RobotLocale, string> = {
  zh: `你好|您好啊|有人吗|早上好|下午好|晚上好|谢谢|多谢了|好的收到|没事了|再见|拜拜啦|哈哈哈|呵呵|你真可爱|你好厉害|你太笨了|你叫什么|你是男的女的|你多大了|你住在哪里|你会说英语吗|讲个故事|来首诗|陪我聊会天|我好累|今天好开心|我失恋了|今天天气怎么样|明天会下雪吗|现在几点了|今天星期几|北京到广州坐高铁要多久|珠穆朗玛峰有多高|地球到月亮多远|一加一等于几|圆周率是多少|红烧排骨怎么做|包饺子怎么和面|减肥吃什么好|感冒了喝什么|孩子不爱吃饭怎么办|狗狗掉毛怎么办|怎么学游泳|推荐一首歌|最近有什么新电影|世界杯什么时候开始|NBA总冠军是谁|房价会跌吗|基金怎么买|汇率是多少|公积金怎么提取|社保怎么交|驾照怎么考|护士资格证怎么报名|怎么写论文|大学选什么专业|抖音怎么涨粉|京东的快递到哪了|拼多多怎么退货|美团外卖怎么退款|滴滴打车怎么开发票|招商银行卡怎么挂失|工商银行密码忘了|QQ邮箱登录不了|微博账号被封了|王者荣耀怎么充值|网易云音乐会员怎么取消|小米手机怎么刷机|华为手机怎么备份|快手直播怎么开|12306怎么改签|医院挂号怎么取消|电费怎么查|物业费多少钱|车位怎么租`,
  'zh-TW': `你好|有人在嗎|謝謝|再見|哈哈|你是誰|今天天氣如何|明天會下雨嗎|現在幾點|牛肉麵怎麼煮|推薦一部電影|股票會漲嗎|怎麼學日文|蝦皮的訂單怎麼退|LINE密碼忘了|悠遊卡怎麼加值|高鐵票怎麼退|健保卡怎麼補辦`,
  en: `hi|hello|hey there|good evening|anyone there|thank you so much|thanks a lot|ok got it|never mind|goodbye|see ya|haha|lmao|you are funny|you are so smart|you are stupid|what is your name|are you a boy or a girl|how old are you|where do you live|do you speak chinese|tell me a story|sing me a song|i am bored|i feel sad today|i love this|what is the weather like|will it snow tomorrow|what time is it|what day is today|how far is tokyo from osaka|how high is mount fuji|what is 2 plus 2|what is pi|how to cook rice|how to make lasagna|best diet to lose weight|what to take for a headache|my cat is not eating|how to learn to swim|recommend a song|new movies this week|when is the next olympics|who won the nba finals|will house prices fall|how to invest in index funds|exchange rate dollar to euro|how to file my taxes|how to get a driving license|how to write an essay|which college major should i pick|how to get more followers on tiktok|where is my ebay parcel|return an item to walmart|paypal refund|uber eats order missing|instagram account hacked|whatsapp not sending messages|reset my microsoft account password|my bank card was declined|playstation plus subscription|youtube premium cancel|iphone battery draining|samsung phone backup|hospital appointment cancel|pay my electricity bill|council tax|parking permit|library book renewal`,
  ja: `こんにちは|ありがとう|さようなら|元気ですか|今日の天気は|明日は雨ですか|今何時|カレーの作り方|おすすめの映画|株価はどう|英語の勉強方法|楽天の注文をキャンセルしたい|LINEのパスワードを忘れた|Suicaのチャージ方法|新幹線の予約変更`,
  ko: `안녕하세요|고마워요|잘가요|뭐해|오늘 날씨 어때|내일 비 와|지금 몇 시야|김치찌개 만드는 법|영화 추천해줘|주식 오를까|영어 공부 방법|쿠팡 주문 취소|카카오톡 비밀번호 잊어버림|교통카드 충전|은행 카드 분실`,
  vi: `xin chào|cảm ơn|tạm biệt|bạn là ai|thời tiết hôm nay thế nào|mấy giờ rồi|cách nấu phở|phim hay gần đây|giá vàng hôm nay|học tiếng anh thế nào|hủy đơn shopee|quên mật khẩu facebook|thẻ ngân hàng bị khóa`,
  th: `สวัสดี|ขอบคุณ|ลาก่อน|คุณเป็นใคร|วันนี้อากาศเป็นอย่างไร|ตอนนี้กี่โมง|วิธีทำต้มยำกุ้ง|แนะนำหนังหน่อย|ราคาทองวันนี้|เรียนภาษาอังกฤษยังไง|ยกเลิกคำสั่งซื้อลาซาด้า|ลืมรหัสผ่านไลน์|บัตรธนาคารหาย`,
  ar: `مرحبا|شكرا|مع السلامة|من أنت|كيف الطقس اليوم|كم الساعة|طريقة عمل الكبسة|اقترح فيلما|سعر الذهب اليوم|كيف أتعلم الإنجليزية|إلغاء طلب نون|نسيت كلمة مرور فيسبوك|بطاقة البنك مفقودة`,
  bn: `হ্যালো|ধন্যবাদ|বিদায়|তুমি কে|আজ আবহাওয়া কেমন|এখন কয়টা বাজে|বিরিয়ানি কীভাবে রান্না করব|একটা সিনেমা বলো|সোনার দাম কত|ইংরেজি কীভাবে শিখব|দারাজ অর্ডার বাতিল|ফেসবুক পাসওয়ার্ড ভুলে গেছি|ব্যাংক কার্ড হারিয়েছি`,
  de: `hallo|danke|tschüss|wer bist du|wie ist das wetter heute|wie spät ist es|rezept für apfelkuchen|film empfehlung|goldpreis heute|wie lerne ich englisch|zalando bestellung stornieren|facebook passwort vergessen|bankkarte verloren`,
  es: `hola|gracias|adiós|quién eres|qué tiempo hace hoy|qué hora es|receta de paella|recomiéndame una película|precio del oro hoy|cómo aprender inglés|cancelar pedido de mercado libre|olvidé mi contraseña de facebook|perdí mi tarjeta del banco`,
  fa: `سلام|ممنون|خداحافظ|تو کی هستی|هوا امروز چطوره|ساعت چنده|طرز تهیه قورمه سبزی|یه فیلم پیشنهاد بده|قیمت طلا امروز|چطور انگلیسی یاد بگیرم|لغو سفارش دیجی کالا|رمز اینستاگرام یادم رفته|کارت بانکی گم شده`,
  fil: `kumusta|salamat|paalam|sino ka|ano ang panahon ngayon|anong oras na|paano magluto ng adobo|magrekomenda ng pelikula|presyo ng ginto ngayon|paano matuto ng ingles|kanselahin ang order sa lazada|nakalimutan ang password ng facebook|nawala ang bank card`,
  fr: `bonjour|merci|au revoir|qui es-tu|quel temps fait-il aujourd'hui|quelle heure est-il|recette de crêpes|conseille-moi un film|prix de l'or aujourd'hui|comment apprendre l'anglais|annuler une commande cdiscount|mot de passe facebook oublié|carte bancaire perdue`,
  km: `សួស្តី|អរគុណ|លាហើយ|អ្នកជានរណា|អាកាសធាតុថ្ងៃនេះយ៉ាងម៉េច|ម៉ោងប៉ុន្មានហើយ|របៀបធ្វើម្ហូប|ណែនាំភាពយន្ត|តម្លៃមាសថ្ងៃនេះ|រៀនភាសាអង់គ្លេសយ៉ាងដូចម្តេច`,
  lo: `ສະບາຍດີ|ຂອບໃຈ|ລາກ່ອນ|ເຈົ້າແມ່ນໃຜ|ມື້ນີ້ອາກາດເປັນແນວໃດ|ຈັກໂມງແລ້ວ|ວິທີເຮັດອາຫານ|ແນະນຳຮູບເງົາ|ລາຄາຄຳມື້ນີ້|ຮຽນພາສາອັງກິດແນວໃດ`,
  ms: `hai|terima kasih|selamat tinggal|siapa awak|cuaca hari ini bagaimana|pukul berapa sekarang|resipi nasi lemak|cadangkan filem|harga emas hari ini|cara belajar bahasa inggeris|batal pesanan shopee|lupa kata laluan facebook|kad bank hilang`,
  my: `မင်္ဂလာပါ|ကျေးဇူးတင်ပါတယ်|သွားတော့မယ်|မင်းဘယ်သူလဲ|ဒီနေ့ရာသီဥတုဘယ်လိုလဲ|ဘယ်နှစ်နာရီရှိပြီလဲ|မုန့်ဟင်းခါးချက်နည်း|ရုပ်ရှင်တစ်ကားညွှန်းပါ|ရွှေဈေးဘယ်လောက်လဲ|အင်္ဂလိပ်စာဘယ်လိုသင်ရမလဲ`,
  nl: `hallo|bedankt|doei|wie ben jij|hoe is het weer vandaag|hoe laat is het|recept voor stamppot|raad me een film aan|goudprijs vandaag|hoe leer ik engels|bol.com bestelling annuleren|facebook wachtwoord vergeten|bankpas kwijt`,
  pl: `cześć|dziękuję|do widzenia|kim jesteś|jaka jest dziś pogoda|która godzina|przepis na pierogi|poleć mi film|cena złota dzisiaj|jak nauczyć się angielskiego|anulować zamówienie allegro|zapomniałem hasła do facebooka|zgubiłem kartę bankową`,
  pt: `olá|obrigado|tchau|quem é você|como está o tempo hoje|que horas são|receita de feijoada|me indica um filme|preço do ouro hoje|como aprender inglês|cancelar pedido no mercado livre|esqueci a senha do facebook|perdi o cartão do banco`,
  ru: `привет|спасибо|пока|кто ты|какая сегодня погода|который час|рецепт борща|посоветуй фильм|цена золота сегодня|как выучить английский|отменить заказ на озоне|забыл пароль от вконтакте|потерял банковскую карту`,
  tr: `merhaba|teşekkürler|hoşça kal|sen kimsin|bugün hava nasıl|saat kaç|mercimek çorbası tarifi|film önerir misin|bugün altın fiyatı|nasıl ingilizce öğrenirim|trendyol siparişini iptal et|instagram şifremi unuttum|banka kartımı kaybettim`,
  zu: `sawubona|ngiyabonga|sala kahle|ungubani|isimo sezulu sinjani namuhla|yisikhathi sini|indlela yokupheka|ngincomele ifilimu|intengo yegolide namuhla|ngingafunda kanjani isingisi`,
};

/** The generic out-of-domain questions of a locale (zh-TW also asks the zh ones). */
export function outOfDomain(locale: RobotLocale): string[] {
  const own = OOD[locale].split('|').map((s) => s.trim()).filter(Boolean);
  return locale === 'zh-TW' ? [...own, ...OOD.zh.split('|')] : own;
}

/**
 * Names of other companies, services and objects, per script: calibration puts one into a
 * tenant's own stored question ("<name> how do I get a refund?") to make a near-miss — a
 * question the knowledge base matches word for word except for what it is about. Written for
 * Kefu; any locale without its own list uses the Latin one (brands are written in Latin
 * letters everywhere).
 */
const OTHER_NAMES: Partial<Record<RobotLocale, string>> = {
  zh: '京东|拼多多|美团|滴滴|抖音|快手|小红书|招商银行|12306|唯品会|社保卡|公交卡|医保|游戏账号|路由器|共享单车|外卖平台|物业|学校|医院',
  'zh-TW': '蝦皮|momo|悠遊卡|健保卡|中華電信|街口支付|遊戲帳號|銀行',
  ja: '楽天|メルカリ|ヤフオク|Suica|ゆうちょ|マイナンバーカード|ゲーム',
  ko: '쿠팡|네이버|카카오|배민|교통카드|게임 계정|은행',
  en: 'ebay|paypal|walmart|tiktok|whatsapp|playstation|youtube|hulu|ikea|fedex|costco|my bank|my landlord|my school|the dmv|my car insurance|my gym|the library',
};

/** Other names for near-misses in a locale's script. */
export function otherNames(locale: RobotLocale): string[] {
  return (OTHER_NAMES[locale] ?? OTHER_NAMES.en ?? '').split('|');
}
