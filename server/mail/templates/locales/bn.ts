/** The work-order mails in Bengali (bn); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const bn: MailStrings = {
  woCreated: { subject: "আপনার সহায়তা অনুরোধ আমরা পেয়েছি: {title}", intro: "ধন্যবাদ। আমরা আপনার সহায়তা অনুরোধ “{title}” পেয়েছি। এই লিংকের মাধ্যমে যেকোনো সময় অগ্রগতি দেখতে ও উত্তর দিতে পারবেন:" },
  woReplied: { subject: "আপনার সহায়তা অনুরোধে নতুন উত্তর: {title}", intro: "সহায়তা দল আপনার অনুরোধ “{title}”-এ উত্তর দিয়েছে:" },
  woStatus: { subject: "সহায়তা অনুরোধের অবস্থা হালনাগাদ: {title}", intro: "আপনার অনুরোধ “{title}”-এর বর্তমান অবস্থা: {status}।" },
  woCustomerReplied: { subject: "গ্রাহক সহায়তা অনুরোধে উত্তর দিয়েছেন: {title}", intro: "গ্রাহক অনুরোধ “{title}”-এ উত্তর দিয়েছেন:" },
  openOrder: "অনুরোধটি দেখুন",
  openDesk: "ডেস্ক খুলুন",
  linkNote: "এই লিংকটি গোপন রাখুন: যার কাছে এটি থাকবে সে-ই এই অনুরোধ দেখতে ও উত্তর দিতে পারবে।",
  footer: "এটি একটি স্বয়ংক্রিয় বার্তা। অনুগ্রহ করে এই ইমেইলের উত্তর দেবেন না।",
  status: { 0: "এখনও দেখা হয়নি", 1: "গ্রহণ করা হয়েছে", 2: "আপনার উত্তরের অপেক্ষায়", 3: "সমাধান হয়েছে", 5: "বন্ধ" },
};
