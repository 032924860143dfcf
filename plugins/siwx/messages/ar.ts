import type { MessageCatalogue } from "../../../core"

/** The sign-in plugin's messages in Arabic (Modern Standard Arabic, written right to left). */
export default {
  "siwx.title": "تسجيل الدخول",
  "siwx.intro": "يطلب منك {app} توقيع رسالة لإثبات أنك تملك هذا الحساب.",
  "siwx.thisSite": "هذا الموقع",
  "siwx.free": "التوقيع مجاني: لا تُرسَل أي معاملة.",
  "siwx.sign": "توقيع",
  "siwx.signing": "وقّع الرسالة في محفظتك…",
  "siwx.cancel": "إلغاء",
  "siwx.errorSigningMessage": "خطأ في توقيع الرسالة",
  "error.siwxNotEnabled": "SIWX غير مفعّل",
} satisfies MessageCatalogue
