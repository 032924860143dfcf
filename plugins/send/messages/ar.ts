import type { MessageCatalogue } from "../../../core"

/**
 * The send plugin's messages in Arabic (Modern Standard Arabic, written right to left). A
 * number before a counted noun is an ICU plural: Arabic says one, two, 3 to 10 (few), 11 to 99
 * (many) and 100 and on (other) differently.
 */
export default {
  "send.title": "إرسال",
  "send.action": "إرسال",
  "send.selectToken.title": "اختر رمزًا مميزًا",
  "send.token.label": "الرمز المميز",
  "send.token.choose": "اختر رمزًا مميزًا",
  "send.token.balance": "الرصيد: {balance} {symbol}",
  "send.max": "الحد الأقصى",
  "send.network.label": "الشبكة",
  "send.tokens.empty": "ليست لديك رموز مميزة لإرسالها على هذه الشبكة.",
  "send.amount.label": "المبلغ",
  "send.receiver.label": "عنوان المستلِم",
  "send.receiver.placeholder": "0x…",
  "send.fee.estimating": "جارٍ تقدير رسوم الشبكة…",
  "send.fee.value": "رسوم الشبكة: {fee} {symbol}",
  "send.fee.gas":
    "رسوم الشبكة: {gas, plural, zero {# وحدة غاز} one {وحدة غاز واحدة} two {وحدتا غاز} few {# وحدات غاز} many {# وحدة غاز} other {# وحدة غاز}}",
  "send.fee.failed": "تعذّر تقدير رسوم الشبكة: {reason}",
  "send.submit": "إرسال",
  "send.signing": "أكّد المعاملة في محفظتك",
  "send.confirming": "بانتظار تأكيد المعاملة",
  "send.success": "تم إرسال {amount} {symbol}",
  "send.error.amountAndReceiverRequired": "المبلغ وعنوان المستلِم مطلوبان",
  "send.error.tokenRequired": "الرمز المميز مطلوب",
  "send.error.tokenAddressRequired": "عنوان الرمز المميز مطلوب.",
  "send.error.invalidDecimal": "ليس رقمًا عشريًا صالحًا",
  "send.error.tooManyDecimals":
    "يقبل {symbol} {decimals, plural, zero {الأعداد الصحيحة فقط} one {منزلة عشرية واحدة كحد أقصى} two {منزلتين عشريتين كحد أقصى} few {# منازل عشرية كحد أقصى} many {# منزلة عشرية كحد أقصى} other {# منزلة عشرية كحد أقصى}}.",
  "send.error.amountNotPositive": "يجب أن يكون المبلغ أكبر من صفر.",
  "send.error.invalidReceiver": "يجب أن يتكون عنوان المستلِم من 0x متبوعًا بـ 40 حرفًا ست عشريًا.",
  "send.error.invalidAddress": "عنوان المستلِم ليس عنوانًا على هذه الشبكة.",
  "send.error.cancelled": "أُلغيت المعاملة في المحفظة.",
  "send.error.replaced": "استُبدلت هذه المعاملة بمعاملة أخرى لها قيمة nonce نفسها.",
  "send.error.timedOut":
    "لم تُؤكَّد المعاملة خلال {seconds, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}. قد تُؤكَّد لاحقًا.",
  "send.error.failed": "فشلت المعاملة: {reason}",
  "send.error.notConfirmed": "لم تُؤكَّد المعاملة في الوقت المحدد. قد تُؤكَّد لاحقًا.",
  "send.error.text": "{text}",
} satisfies MessageCatalogue
