/** The work-order mails in Khmer (km); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const km: MailStrings = {
  woCreated: { subject: "យើងបានទទួលសំណើជំនួយរបស់អ្នកហើយ៖ {title}", intro: "សូមអរគុណ។ យើងបានទទួលសំណើ “{title}” របស់អ្នកហើយ។ អ្នកអាចតាមដាន និងឆ្លើយតបបានគ្រប់ពេលតាមរយៈតំណនេះ៖" },
  woReplied: { subject: "មានការឆ្លើយតបថ្មីចំពោះសំណើរបស់អ្នក៖ {title}", intro: "ក្រុមជំនួយបានឆ្លើយតបសំណើ “{title}” របស់អ្នក៖" },
  woStatus: { subject: "ការធ្វើបច្ចុប្បន្នភាពស្ថានភាពសំណើ៖ {title}", intro: "ស្ថានភាពបច្ចុប្បន្ននៃសំណើ “{title}” គឺ៖ {status}។" },
  woCustomerReplied: { subject: "អតិថិជនបានឆ្លើយតបសំណើ៖ {title}", intro: "អតិថិជនបានឆ្លើយតបសំណើ “{title}”៖" },
  openOrder: "មើលសំណើ",
  openDesk: "បើកតុការងារ",
  linkNote: "សូមរក្សាតំណនេះជាការសម្ងាត់៖ អ្នកណាដែលមានតំណនេះអាចមើល និងឆ្លើយតបសំណើនេះបាន។",
  footer: "នេះជាសារស្វ័យប្រវត្តិ។ សូមកុំឆ្លើយតបអ៊ីមែលនេះ។",
  status: { 0: "មិនទាន់ដោះស្រាយ", 1: "បានទទួលយក", 2: "កំពុងរង់ចាំការឆ្លើយតបរបស់អ្នក", 3: "បានដោះស្រាយ", 5: "បានបិទ" },
};
