import type { MessageCatalogue } from "../../../core"

/** The receive plugin's messages in Arabic. */
export default {
  "receive.title": "استلام",
  "receive.action": "استلام",
  "receive.onNetwork": "عنوانك على {network}",
  "receive.unknownNetwork": "شبكة غير معروفة",
  "receive.qrCode": "رمز QR لعنوانك",
  "receive.copy": "نسخ العنوان",
  "receive.copied": "تم نسخ العنوان",
  "receive.copyFailed": "تعذّر نسخ العنوان",
  "receive.networks.title": "الشبكات المدعومة",
  "receive.networks.notice": "لا تُدعَم إلا هذه الشبكات.",
  "receive.noAccount": "اربط محفظة لعرض عنوان الاستلام.",
  "receive.connect": "ربط المحفظة",
} satisfies MessageCatalogue
