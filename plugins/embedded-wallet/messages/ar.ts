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
  "embeddedWallet.connectorName": "البريد الإلكتروني",
  "embeddedWallet.email.heading": "أو تابع باستخدام البريد الإلكتروني",
  "embeddedWallet.email.field": "البريد الإلكتروني",
  "embeddedWallet.email.continue": "متابعة",
  "embeddedWallet.emailLogin.title": "تأكيد البريد الإلكتروني",
  "embeddedWallet.emailLogin.codeSent": "أدخل الرمز المرسل إلى {email}.",
  "embeddedWallet.emailLogin.codeSentToYou": "أدخل الرمز المرسل إلى بريدك الإلكتروني.",
  "embeddedWallet.emailLogin.code": "رمز لمرة واحدة",
  "embeddedWallet.emailLogin.codeMissing": "أدخل الرمز الوارد في الرسالة.",
  "embeddedWallet.emailLogin.continue": "متابعة",
  "embeddedWallet.emailLogin.resend": "إعادة إرسال الرمز",
  "embeddedWallet.emailLogin.resent": "تم إرسال رمز جديد إلى {email}.",
  "embeddedWallet.emailLogin.approveDevice":
    "وافق على هذا الجهاز من الرسالة المرسلة إلى {email}، ثم عُد إلى هنا.",
  "embeddedWallet.approve.title": "الموافقة على المعاملة",
  "embeddedWallet.approve.instructions": "وافق على الطلب في النافذة الآمنة.",
  "embeddedWallet.approve.method": "الطلب: {method}",
  "embeddedWallet.passkey.frameTitle": "مفتاح مرور المحفظة",
  "embeddedWallet.passkey.instructions": "تابع في النافذة الآمنة لإعداد مفتاح المرور أو استخدامه.",
  "embeddedWallet.social.heading": "أو تابع باستخدام حساب اجتماعي",
  "embeddedWallet.social.continueWith": "المتابعة باستخدام {provider}",
  "embeddedWallet.social.title": "تسجيل الدخول الاجتماعي",
  "embeddedWallet.social.waiting": "سجّل الدخول باستخدام {provider} في النافذة التي فُتحت.",
  "embeddedWallet.social.connecting": "جارٍ ربط حسابك على {provider}…",
  "embeddedWallet.social.tryAgain": "إعادة المحاولة",
  "embeddedWallet.updateEmail.action": "تغيير البريد الإلكتروني",
  "embeddedWallet.updateEmail.title": "تغيير البريد الإلكتروني",
  "embeddedWallet.updateEmail.current": "بريدك الإلكتروني هو {email}.",
  "embeddedWallet.updateEmail.newEmail": "البريد الإلكتروني الجديد",
  "embeddedWallet.updateEmail.primaryCodeSent": "للتأكد من أنك أنت، أدخل الرمز المرسل إلى {email}.",
  "embeddedWallet.updateEmail.primaryCodeSentToYou":
    "للتأكد من أنك أنت، أدخل الرمز المرسل إلى بريدك الإلكتروني الحالي.",
  "embeddedWallet.updateEmail.secondaryCodeSent":
    "أدخل الرمز المرسل إلى {email} لتأكيد بريدك الإلكتروني الجديد.",
  "embeddedWallet.updateEmail.done": "أصبح بريدك الإلكتروني الآن {email}.",
  "embeddedWallet.updateEmail.finish": "تم",
} satisfies MessageCatalogue
