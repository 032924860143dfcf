import type { MessageCatalogue } from "../../../core"

/** The email-capture plugin's messages in Arabic. */
export default {
  "emailCapture.title": "بريدك الإلكتروني",
  "emailCapture.intro": "يمكنك مشاركة عنوان بريدك الإلكتروني مع هذا التطبيق إن أردت. هذا اختياري.",
  "emailCapture.field": "عنوان البريد الإلكتروني",
  "emailCapture.continue": "متابعة",
  "emailCapture.skip": "تخطي",
} satisfies MessageCatalogue
