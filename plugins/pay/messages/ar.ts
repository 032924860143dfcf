import type { MessageCatalogue } from "../../../core"

/**
 * The pay plugin's messages in Arabic (Modern Standard Arabic, written right to left). A
 * number before a counted noun is an ICU plural: Arabic says one, two, 3 to 10 (few), 11 to 99
 * (many) and 100 and on (other) differently.
 */
export default {
  "pay.title": "الدفع عبر منصة تداول",
  "pay.summary": "دفع {amount} {symbol} إلى {recipient} على {network}",
  "pay.chooseExchange": "اختر منصة التداول التي ستدفع منها",
  "pay.exchangeButton": "الدفع عبر {name}",
  "pay.loading": "جارٍ تحميل منصات التداول…",
  "pay.loadMore": "المزيد من المنصات",
  "pay.noExchange": "لا تتوفر أي منصة تداول لهذه الدفعة.",
  "pay.loadFailed": "تعذّر تحميل منصات التداول. حاول مرة أخرى.",
  "pay.retry": "إعادة المحاولة",
  "pay.waiting": "أكّد الدفع في نافذة {name}.",
  "pay.chooseAnother": "اختر منصة أخرى",
  "pay.popupBlocked":
    "حظر المتصفح نافذة منصة التداول. اسمح بالنوافذ المنبثقة لهذا الموقع وحاول مرة أخرى.",
  "pay.failed": "فشلت عملية الدفع. لم يُدفع أي مبلغ.",
  "pay.startFailed": "تعذّر بدء عملية الدفع. حاول مرة أخرى.",
  "pay.timedOut": "لم تؤكّد منصة التداول الدفعة في الوقت المحدد.",
  "pay.success": "تم إرسال الدفعة.",
  "pay.transaction": "المعاملة {hash}",
  "pay.noRequest": "لا توجد دفعة لإجرائها.",
  "pay.unsupportedNetwork": "لا يدعم الدفع عبر منصة تداول شبكة {network}.",
  "pay.invalidRecipient": "عنوان المستلِم غير صالح.",
  "pay.invalidAmount":
    "يجب أن يكون المبلغ أكبر من 0، {decimals, plural, zero {ودون أي منازل عشرية} one {وألا يتجاوز منزلة عشرية واحدة} two {وألا يتجاوز منزلتين عشريتين} few {وألا يتجاوز # منازل عشرية} many {وألا يتجاوز # منزلة عشرية} other {وألا يتجاوز # منزلة عشرية}}.",
  "pay.invalidAsset": "الأصل المراد دفعه غير صالح.",
} satisfies MessageCatalogue
