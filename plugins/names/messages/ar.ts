import type { MessageCatalogue } from "../../../core"

/** The names plugin's messages in Arabic. */
export default {
  "names.title": "اختيار اسم",
  "names.successTitle": "تم تسجيل الاسم",
  "names.action": "اختيار اسم",
  "names.field": "الاسم",
  "names.hint": "أحرف وأرقام وشرطات، 4 أحرف على الأقل.",
  "names.invalid": "استخدم الأحرف والأرقام والشرطات فقط، 4 أحرف على الأقل.",
  "names.checking": "جارٍ التحقق من {name}…",
  "names.available": "{name} متاح.",
  "names.taken": "{name} محجوز.",
  "names.suggestions": "أسماء متاحة بديلة",
  "names.register": "تسجيل {name}",
  "names.loading": "جارٍ تجهيز التسجيل…",
  "names.signing": "وقّع الرسالة في محفظتك…",
  "names.submitting": "جارٍ تسجيل {name}…",
  "names.unsupported": "الأسماء غير متاحة على {network}.",
  "names.noAccount": "اربط محفظة لاختيار اسم.",
  "names.success": "أصبح {name} الآن اسم هذا الحساب.",
  "names.done": "العودة إلى الحساب",
  "error.errorResolvingName": "خطأ في تحليل الاسم",
  "error.errorFetchingNameSuggestions": "خطأ في جلب اقتراحات الأسماء",
  "error.errorFetchingNamesForAddress": "خطأ في جلب أسماء العنوان",
  "error.errorRegisteringName": "خطأ في تسجيل الاسم {name}",
} satisfies MessageCatalogue
