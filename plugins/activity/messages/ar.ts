import type { MessageCatalogue } from "../../../core"

/** The activity plugin's messages in Arabic; dates are written in Arabic. */
export default {
  "activity.title": "النشاط",
  "activity.action": "النشاط",
  "activity.locale": "ar",
  "activity.loading": "جارٍ تحميل النشاط…",
  "activity.loadingMore": "جارٍ تحميل المزيد من النشاط…",
  "activity.loadMore": "تحميل المزيد",
  "activity.empty": "لا يوجد نشاط بعد على {network}.",
  "activity.end": "هذا كل النشاط على {network}.",
  "activity.noAccount": "اربط محفظة لعرض نشاطها.",
  "activity.unsupported": "النشاط غير متاح على {network}.",
  "activity.kind.sent": "إرسال",
  "activity.kind.received": "استلام",
  "activity.kind.self": "إرسال إلى نفسك",
  "activity.kind.swapped": "مبادلة",
  "activity.kind.other": "تفاعل مع عقد",
  "activity.to": "إلى {address}",
  "activity.from": "من {address}",
  "activity.with": "مع {address}",
  "activity.amount": "{amount} {symbol}",
  "activity.failed": "فاشلة",
  "error.failedToFetchTransactions": "فشل جلب المعاملات",
} satisfies MessageCatalogue
