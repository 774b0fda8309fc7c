/** The work-order mails in Lao (lo); placeholders {title} and {status} (server/mail/templates). */
import type { MailStrings } from '../strings';

export const lo: MailStrings = {
  woCreated: { subject: "ພວກເຮົາໄດ້ຮັບຄຳຮ້ອງຂໍການຊ່ວຍເຫຼືອຂອງທ່ານແລ້ວ: {title}", intro: "ຂອບໃຈ. ພວກເຮົາໄດ້ຮັບຄຳຮ້ອງ “{title}” ຂອງທ່ານແລ້ວ. ທ່ານສາມາດຕິດຕາມ ແລະ ຕອບກັບໄດ້ທຸກເວລາຜ່ານລິ້ງນີ້:" },
  woReplied: { subject: "ມີການຕອບກັບໃໝ່ໃນຄຳຮ້ອງຂອງທ່ານ: {title}", intro: "ທີມງານຊ່ວຍເຫຼືອໄດ້ຕອບກັບຄຳຮ້ອງ “{title}” ຂອງທ່ານ:" },
  woStatus: { subject: "ອັບເດດສະຖານະຄຳຮ້ອງ: {title}", intro: "ສະຖານະປັດຈຸບັນຂອງຄຳຮ້ອງ “{title}”: {status}" },
  woCustomerReplied: { subject: "ລູກຄ້າໄດ້ຕອບກັບຄຳຮ້ອງ: {title}", intro: "ລູກຄ້າໄດ້ຕອບກັບຄຳຮ້ອງ “{title}”:" },
  openOrder: "ເບິ່ງຄຳຮ້ອງ",
  openDesk: "ເປີດໂຕະເຮັດວຽກ",
  linkNote: "ກະລຸນາເກັບລິ້ງນີ້ເປັນຄວາມລັບ: ໃຜກໍຕາມທີ່ມີລິ້ງນີ້ສາມາດເບິ່ງ ແລະ ຕອບກັບຄຳຮ້ອງນີ້ໄດ້.",
  footer: "ນີ້ແມ່ນຂໍ້ຄວາມອັດຕະໂນມັດ. ກະລຸນາຢ່າຕອບກັບອີເມວນີ້.",
  status: { 0: "ຍັງບໍ່ໄດ້ດຳເນີນການ", 1: "ຮັບເລື່ອງແລ້ວ", 2: "ລໍຖ້າການຕອບກັບຈາກທ່ານ", 3: "ແກ້ໄຂແລ້ວ", 5: "ປິດແລ້ວ" },
};
