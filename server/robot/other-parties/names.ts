/**
 * Names of well-known companies, brands, apps and services that visitors mention when they ask
 * about something that is not the shop's own (issue 10, item 5): "Notion怎么导出PDF", "change my
 * vodafone plan", "钉钉密码忘了". A question that names one of them while the tenant's knowledge
 * base never mentions it is about another party, and the robot must not answer it from the
 * shop's own entry with confidence (other-parties/index.ts).
 *
 * Written for Kefu from general knowledge, grouped by trade, international and regional names
 * for the 24 widget locales. Only names that are not also everyday words: "Visa", "Word",
 * "Line", "Edge", "Orange", "Target", "Shell", "Square", "Zoom", "Teams", "Office" and
 * "Windows" are left out on purpose, because a shop's visitors use them in their ordinary sense
 * ("visa for Japan", "download as Word", "zoom in"). Devices and their makers (iPhone, Android,
 * Huawei, Samsung…) are left out too: visitors name their own phone or computer as context
 * ("activate eSIM on iPhone", "the app crashes on Android"), not as the party they ask about.
 *
 * Names of what a shop may sell as its own (airlines, theme parks for a travel agency) turn its
 * questions away when its knowledge base never names them; round 5 added none of them (the game
 * consoles, routers and coffee chains it added are no shop's own offer in the sets measured).
 *
 * Latin names are matched as whole words (case-insensitive, after the analyzer's width
 * normalisation); names in scripts without spaces as substrings.
 */
const NAMES = `
google|gmail|youtube|alphabet|apple|icloud|itunes|apple id|apple pay|microsoft|outlook|hotmail|skype|onedrive|linkedin|github|bing|office 365|microsoft 365|azure|amazon|aws|prime video|audible|facebook|instagram|whatsapp|messenger|twitter|tiktok|snapchat|pinterest|reddit|tumblr|discord|telegram|signal app|viber|wechat|weixin|qq|weibo|douyin|kuaishou|bilibili|xiaohongshu|zhihu|baidu|alibaba|aliyun|alipay|taobao|tmall|jd.com|pinduoduo|temu|shein|aliexpress|meituan|eleme|didi|uber|lyft|gojek|careem|airbnb|booking.com|expedia|agoda|trip.com|ctrip|tripadvisor|trivago|skyscanner|kayak|hotels.com|marriott|hilton|hyatt|ihg|accor|ryanair|easyjet|emirates|lufthansa|qantas|delta airlines|united airlines|american airlines|netflix|spotify|hulu|disney+|disney plus|hbo|twitch|epic games|fortnite|roblox|minecraft|ea sports|ubisoft|blizzard|paypal|venmo|cash app|stripe|revolut|klarna|afterpay|mastercard|american express|amex|western union|moneygram|payoneer|coinbase|binance|bitcoin|ethereum|ebay|etsy|walmart|costco|ikea|target.com|best buy|home depot|zalando|asos|h&m|zara|uniqlo|nike|adidas|decathlon|sephora|tesla|byd|toyota|honda|volkswagen|bmw|mercedes|audi|ford|hyundai|kia|nissan|vodafone|verizon|at&t|t-mobile|comcast|xfinity|sprint|orange telecom|telefonica|movistar|vivo telecom|bt broadband|sky broadband|virgin media|three mobile|deutsche telekom|telstra|optus|airtel|jio|bsnl|globe telecom|smart communications|ais|true move|dtac|viettel|mobifone|vinaphone|telkomsel|indosat|xl axiata|maxis|celcom|u mobile|singtel|starhub|mtn|vodacom|safaricom|etisalat|stc|ooredoo|turkcell|turk telekom|beeline|megafon|tele2|docomo|softbank|au kddi|rakuten mobile|sk telecom|lg u+|dropbox|box.com|evernote|notion|slack|jira|confluence|trello|asana|monday.com|clickup|airtable|figma|canva|adobe|photoshop|acrobat|salesforce|hubspot|zendesk|intercom|freshdesk|shopify|wix|squarespace|wordpress|godaddy|namecheap|cloudflare|zoom meetings|webex|google meet|teamviewer|anydesk|chatgpt|openai|grammarly|duolingo|coursera|udemy|fedex|ups|dhl|usps|royal mail|tnt|aramex|sf express|ems|shopee|lazada|tokopedia|bukalapak|tiki|zalo|momo|gcash|paymaya|linepay|line pay|kakao|kakaotalk|naver|coupang|baemin|rakuten|mercari|yahoo|paypay|suica|pasmo|flipkart|paytm|phonepe|swiggy|zomato|myntra|bkash|nagad|daraz|pathao|foodpanda|digikala|snapp|divar|yandex|ozon|wildberries|avito|sberbank|tinkoff|vk|vkontakte|trendyol|hepsiburada|allegro|olx|mercado libre|mercadolibre|mercado pago|rappi|ifood|nubank|bol.com|ahold|coolblue|cdiscount|fnac|leboncoin|lidl|aldi|tesco|sainsbury|jumia|takealot|talabat|namshi|grabfood|grabpay|grabcar|яндекс|сбербанк|тинькофф|вконтакте|вайлдберриз|авито|госуслуги|starbucks|netgear|tp-link|linksys|nintendo|playstation|xbox|oyster card
`;

/** Names in scripts without spaces (matched as substrings). */
const CJK_NAMES = `
谷歌|苹果账号|苹果id|苹果icloud|微软|亚马逊|脸书|推特|抖音|快手|哔哩哔哩|b站|小红书|知乎|微博|百度|百度网盘|阿里巴巴|阿里云|淘宝|天猫|京东|拼多多|唯品会|苏宁|美团|饿了么|大众点评|滴滴|高德|携程|飞猪|同程|途牛|马蜂窝|支付宝|微信|企业微信|微信支付|钉钉|飞书|腾讯|腾讯会议|网易|网易云音乐|qq音乐|酷狗|爱奇艺|优酷|芒果tv|王者荣耀|原神|英雄联盟|荣耀手机|中国移动|中国联通|中国电信|联通|移动公司|电信公司|中国银行|工商银行|建设银行|农业银行|招商银行|交通银行|顺丰|中通|圆通|韵达|申通|极兔|邮政ems|铁路12306|国家电网|南方电网|社保局|公积金中心|蝦皮|露天拍賣|悠遊卡|中華電信|台灣大哥大|遠傳|街口支付|全聯|統一超商|楽天|アマゾン|ヤフー|メルカリ|ドコモ|ソフトバンク|ペイペイ|ユニクロ|쿠팡|카카오|카카오톡|네이버|배민|토스|당근마켓|ช้อปปี้|ลาซาด้า|แกร็บ|ไลน์|ทรูมูฟ|เอไอเอส|去哪儿网|菜鸟裹裹|菜鸟驿站|فيسبوك|واتساب|انستقرام|إنستغرام|أمازون|جوجل|تويتر|سناب شات|أوبر|دیجی کالا|دیجی‌کالا|اسنپ|اینستاگرام|تلگرام|واتساپ|روبیکا|ایرانسل|همراه اول|星巴克|任天堂
`;

/** A `a|b|c` list as written here and in objects.ts, lower case. */
export const splitList = (s: string): string[] => s.split('|').map((x) => x.trim().toLowerCase()).filter(Boolean);

export const LATIN_NAMES: readonly string[] = splitList(NAMES);
export const SCRIPT_NAMES: readonly string[] = splitList(CJK_NAMES);
