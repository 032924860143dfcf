import type { MessageCatalogue } from "../../../core"

/** The embedded wallet's messages in Arabic. */
export default {
  "error.emailCooldown":
    "يُرجى المحاولة مرة أخرى بعد {n, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}",
  "error.untrustedOrigin": "مصدر غير موثوق",
  "error.frameError": "حدث خطأ",
  "error.rpcAborted": "تم إلغاء طلب RPC",
  "error.emailLoginDependencyFailed": "تعذّر تحميل مكوّن تسجيل الدخول بالبريد الإلكتروني",
  "error.frameNotSet": "الإطار الآمن غير مُعيَّن.",
  "error.frameParentNotSet": "النافذة الأصل للإطار الآمن غير مُعيَّنة.",
} satisfies MessageCatalogue
