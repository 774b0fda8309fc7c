/**
 * The robot's own phrases, per locale: the default unknown answer (spec §4 answerType 0, when
 * neither the channel nor the tenant configured one), the lead-in of a "did you mean" guide
 * (answerType 2), the note stored when the visitor asks for a human (status -1) and the unknown
 * answer to a question about another company (other-parties/), in each of the 24 locales;
 * zh is the product's default (spec §1).
 */
import type { RobotLocale } from './text/index.ts';

interface Phrases {
  unknown: string;
  didYouMean: string;
  transfer: string;
  /** the unknown answer to a question about another company ({name}: the name the visitor used) */
  otherParty: string;
}

const PHRASES: Record<RobotLocale, Phrases> = {
  zh: { unknown: '抱歉，我暂时没有理解您的问题。您可以换个说法再问一次，或者转人工客服。', didYouMean: '您是不是想问：', transfer: '正在为您转接人工客服，请稍候…', otherParty: '抱歉，我这里没有关于“{name}”的资料，只能解答本店的问题。您可以换个说法，或者转人工客服。' },
  'zh-TW': { unknown: '抱歉，我暫時沒有理解您的問題。您可以換個說法再問一次，或者轉人工客服。', didYouMean: '您是不是想問：', transfer: '正在為您轉接人工客服，請稍候…', otherParty: '抱歉，我這裡沒有關於「{name}」的資料，只能解答本店的問題。您可以換個說法，或者轉人工客服。' },
  en: { unknown: "Sorry, I didn't understand that. Could you rephrase your question, or talk to an agent?", didYouMean: 'Did you mean:', transfer: 'Connecting you to an agent, please wait…', otherParty: 'Sorry, I have no information about {name} here: I can only help with this shop\'s own questions. You can rephrase, or talk to an agent.' },
  ja: { unknown: '申し訳ありません、ご質問を理解できませんでした。言い換えていただくか、オペレーターにおつなぎします。', didYouMean: 'お探しの質問はこちらですか：', transfer: 'オペレーターにおつなぎしています。少々お待ちください…', otherParty: '申し訳ありません、「{name}」についての情報はこちらにはありません。当店に関するご質問にのみお答えできます。言い換えていただくか、オペレーターにおつなぎします。' },
  ko: { unknown: '죄송합니다. 질문을 이해하지 못했습니다. 다르게 표현해 주시거나 상담원과 연결해 드릴 수 있습니다.', didYouMean: '이런 질문을 찾으시나요?', transfer: '상담원에게 연결 중입니다. 잠시만 기다려 주세요…', otherParty: '죄송합니다. 여기에는 "{name}"에 대한 정보가 없으며, 저희 매장에 관한 질문에만 답할 수 있습니다. 다르게 질문하시거나 상담원과 연결해 드릴 수 있습니다.' },
  th: { unknown: 'ขออภัย ฉันไม่เข้าใจคำถามของคุณ ลองถามใหม่อีกครั้ง หรือคุยกับเจ้าหน้าที่', didYouMean: 'คุณหมายถึง:', transfer: 'กำลังโอนสายไปยังเจ้าหน้าที่ กรุณารอสักครู่…', otherParty: 'ขออภัย ที่นี่ไม่มีข้อมูลเกี่ยวกับ "{name}" ฉันตอบได้เฉพาะคำถามเกี่ยวกับร้านของเรา ลองถามใหม่ หรือคุยกับเจ้าหน้าที่' },
  vi: { unknown: 'Xin lỗi, tôi chưa hiểu câu hỏi của bạn. Bạn có thể hỏi lại theo cách khác hoặc gặp nhân viên.', didYouMean: 'Có phải bạn muốn hỏi:', transfer: 'Đang kết nối bạn với nhân viên, vui lòng chờ…', otherParty: 'Xin lỗi, ở đây không có thông tin về "{name}", tôi chỉ trả lời các câu hỏi về cửa hàng này. Bạn có thể hỏi lại theo cách khác hoặc gặp nhân viên.' },
  es: { unknown: 'Lo siento, no he entendido tu pregunta. ¿Puedes reformularla o hablar con un agente?', didYouMean: '¿Quisiste decir…?', transfer: 'Te estamos conectando con un agente, espera un momento…', otherParty: 'Lo siento, aquí no tengo información sobre «{name}»: solo puedo ayudarte con preguntas sobre esta tienda. Puedes reformular la pregunta o hablar con un agente.' },
  fr: { unknown: "Désolé, je n'ai pas compris votre question. Pouvez-vous la reformuler, ou parler à un conseiller ?", didYouMean: 'Vouliez-vous dire :', transfer: 'Nous vous mettons en relation avec un conseiller, merci de patienter…', otherParty: 'Désolé, je n\'ai pas d\'informations sur « {name} » ici : je ne réponds qu\'aux questions sur cette boutique. Vous pouvez reformuler, ou parler à un conseiller.' },
  de: { unknown: 'Entschuldigung, das habe ich nicht verstanden. Bitte formulieren Sie Ihre Frage anders oder sprechen Sie mit einem Mitarbeiter.', didYouMean: 'Meinten Sie:', transfer: 'Sie werden mit einem Mitarbeiter verbunden, bitte warten…', otherParty: 'Entschuldigung, zu „{name}“ habe ich hier keine Informationen: Ich beantworte nur Fragen zu diesem Shop. Formulieren Sie Ihre Frage anders oder sprechen Sie mit einem Mitarbeiter.' },
  pt: { unknown: 'Desculpe, não entendi sua pergunta. Pode reformulá-la ou falar com um atendente?', didYouMean: 'Você quis dizer:', transfer: 'Conectando você a um atendente, aguarde…', otherParty: 'Desculpe, não tenho informações sobre "{name}" aqui: só respondo perguntas sobre esta loja. Pode reformular ou falar com um atendente.' },
  ru: { unknown: 'Извините, я не понял вопрос. Переформулируйте его или свяжитесь с оператором.', didYouMean: 'Возможно, вы имели в виду:', transfer: 'Соединяем вас с оператором, подождите…', otherParty: 'Извините, здесь нет информации о «{name}»: я отвечаю только на вопросы об этом магазине. Переформулируйте вопрос или свяжитесь с оператором.' },
  ar: { unknown: 'عذرًا، لم أفهم سؤالك. هل يمكنك إعادة صياغته أو التحدث إلى موظف؟', didYouMean: 'هل تقصد:', transfer: 'جارٍ تحويلك إلى موظف، يرجى الانتظار…', otherParty: 'عذرًا، لا توجد لديّ معلومات عن "{name}" هنا، ويمكنني الإجابة فقط عن الأسئلة المتعلقة بهذا المتجر. يمكنك إعادة صياغة سؤالك أو التحدث إلى موظف.' },
  bn: { unknown: 'দুঃখিত, আপনার প্রশ্নটি বুঝতে পারিনি। অন্যভাবে জিজ্ঞেস করুন, অথবা একজন প্রতিনিধির সঙ্গে কথা বলুন।', didYouMean: 'আপনি কি এটা জানতে চেয়েছিলেন:', transfer: 'আপনাকে একজন প্রতিনিধির সঙ্গে যুক্ত করা হচ্ছে, অনুগ্রহ করে অপেক্ষা করুন…', otherParty: 'দুঃখিত, এখানে "{name}" সম্পর্কে কোনো তথ্য নেই: আমি শুধু এই দোকানের প্রশ্নের উত্তর দিতে পারি। অন্যভাবে জিজ্ঞেস করুন, অথবা একজন প্রতিনিধির সঙ্গে কথা বলুন।' },
  fa: { unknown: 'متأسفم، سؤال شما را متوجه نشدم. لطفاً آن را به شکل دیگری بپرسید یا با پشتیبان صحبت کنید.', didYouMean: 'منظورتان این بود:', transfer: 'در حال اتصال شما به پشتیبان، لطفاً صبر کنید…', otherParty: 'متأسفم، اینجا اطلاعاتی درباره «{name}» ندارم و فقط به سؤال‌های مربوط به این فروشگاه پاسخ می‌دهم. لطفاً به شکل دیگری بپرسید یا با پشتیبان صحبت کنید.' },
  fil: { unknown: 'Paumanhin, hindi ko naintindihan ang tanong mo. Puwede mo bang ulitin sa ibang paraan, o makipag-usap sa isang ahente?', didYouMean: 'Ito ba ang ibig mong sabihin:', transfer: 'Ikinokonekta ka namin sa isang ahente, sandali lang…', otherParty: 'Paumanhin, wala akong impormasyon tungkol sa "{name}" dito: mga tanong lang tungkol sa tindahang ito ang kaya kong sagutin. Puwede mong ulitin sa ibang paraan, o makipag-usap sa isang ahente.' },
  km: { unknown: 'សូមទោស ខ្ញុំមិនយល់សំណួររបស់អ្នកទេ។ សូមសួរម្តងទៀតតាមរបៀបផ្សេង ឬនិយាយជាមួយភ្នាក់ងារ។', didYouMean: 'តើអ្នកចង់សួរថា៖', transfer: 'កំពុងភ្ជាប់អ្នកទៅកាន់ភ្នាក់ងារ សូមរង់ចាំបន្តិច…', otherParty: 'សូមទោស នៅទីនេះគ្មានព័ត៌មានអំពី "{name}" ទេ ខ្ញុំអាចឆ្លើយតែសំណួរអំពីហាងនេះប៉ុណ្ណោះ។ សូមសួរតាមរបៀបផ្សេង ឬនិយាយជាមួយភ្នាក់ងារ។' },
  lo: { unknown: 'ຂໍອະໄພ, ຂ້ອຍບໍ່ເຂົ້າໃຈຄຳຖາມຂອງທ່ານ. ກະລຸນາຖາມໃໝ່ດ້ວຍວິທີອື່ນ ຫຼື ລົມກັບພະນັກງານ.', didYouMean: 'ທ່ານໝາຍເຖິງ:', transfer: 'ກຳລັງເຊື່ອມຕໍ່ທ່ານກັບພະນັກງານ, ກະລຸນາລໍຖ້າ…', otherParty: 'ຂໍອະໄພ, ບ່ອນນີ້ບໍ່ມີຂໍ້ມູນກ່ຽວກັບ "{name}", ຂ້ອຍຕອບໄດ້ສະເພາະຄຳຖາມກ່ຽວກັບຮ້ານນີ້. ກະລຸນາຖາມໃໝ່ ຫຼື ລົມກັບພະນັກງານ.' },
  ms: { unknown: 'Maaf, saya tidak faham soalan anda. Boleh tanya dengan cara lain, atau bercakap dengan ejen?', didYouMean: 'Adakah anda maksudkan:', transfer: 'Sedang menghubungkan anda dengan ejen, sila tunggu…', otherParty: 'Maaf, saya tiada maklumat tentang "{name}" di sini: saya hanya boleh menjawab soalan tentang kedai ini. Boleh tanya dengan cara lain, atau bercakap dengan ejen.' },
  my: { unknown: 'စိတ်မကောင်းပါဘူး၊ သင့်မေးခွန်းကို နားမလည်ပါ။ အခြားနည်းဖြင့် ထပ်မေးပါ သို့မဟုတ် ဝန်ထမ်းနှင့် စကားပြောပါ။', didYouMean: 'ဒါကို ဆိုလိုတာလား -', transfer: 'ဝန်ထမ်းနှင့် ချိတ်ဆက်ပေးနေပါသည်၊ ခဏစောင့်ပါ…', otherParty: 'စိတ်မကောင်းပါဘူး၊ ဤနေရာတွင် "{name}" အကြောင်း အချက်အလက် မရှိပါ။ ဤဆိုင်နှင့်ပတ်သက်သော မေးခွန်းများကိုသာ ဖြေနိုင်ပါသည်။ အခြားနည်းဖြင့် ထပ်မေးပါ သို့မဟုတ် ဝန်ထမ်းနှင့် စကားပြောပါ။' },
  nl: { unknown: 'Sorry, dat begreep ik niet. Kunt u uw vraag anders stellen, of met een medewerker praten?', didYouMean: 'Bedoelde u:', transfer: 'We verbinden u met een medewerker, een ogenblik geduld…', otherParty: 'Sorry, over "{name}" heb ik hier geen informatie: ik beantwoord alleen vragen over deze winkel. U kunt uw vraag anders stellen, of met een medewerker praten.' },
  pl: { unknown: 'Przepraszam, nie zrozumiałem pytania. Czy możesz je sformułować inaczej albo porozmawiać z konsultantem?', didYouMean: 'Czy chodziło Ci o:', transfer: 'Łączymy Cię z konsultantem, proszę czekać…', otherParty: 'Przepraszam, nie mam tu informacji o „{name}”: odpowiadam tylko na pytania dotyczące tego sklepu. Możesz zapytać inaczej albo porozmawiać z konsultantem.' },
  tr: { unknown: 'Üzgünüm, sorunuzu anlayamadım. Farklı bir şekilde sorabilir veya bir temsilciyle görüşebilirsiniz.', didYouMean: 'Bunu mu demek istediniz:', transfer: 'Sizi bir temsilciye bağlıyoruz, lütfen bekleyin…', otherParty: 'Üzgünüm, burada "{name}" hakkında bilgim yok: yalnızca bu mağazayla ilgili soruları yanıtlayabilirim. Farklı bir şekilde sorabilir veya bir temsilciyle görüşebilirsiniz.' },
  zu: { unknown: 'Uxolo, angiwuqondanga umbuzo wakho. Ungabuza ngenye indlela, noma ukhulume nommeli?', didYouMean: 'Ubusho lokhu:', transfer: 'Siyakuxhumanisa nommeli, sicela ulinde…', otherParty: 'Uxolo, anginalo ulwazi nge-"{name}" lapha: ngiphendula kuphela imibuzo ngalesi sitolo. Ungabuza ngenye indlela, noma ukhulume nommeli.' },
};

export function phrases(locale: RobotLocale): Phrases {
  return PHRASES[locale];
}
