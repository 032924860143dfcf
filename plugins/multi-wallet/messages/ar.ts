import type { MessageCatalogue } from "../../../core"

/** The multi-wallet plugin's messages in Arabic. */
export default {
  "view.ProfileWallets.title": "المحافظ",
  "multiWallet.action": "المحافظ",
  "multiWallet.current": "الحالية",
  "multiWallet.active": "نشطة",
  "multiWallet.switch": "تبديل",
  "multiWallet.switchTo": "التبديل إلى {wallet} {address}",
  "multiWallet.disconnect": "قطع اتصال {wallet} {address}",
  "multiWallet.add": "إضافة محفظة",
  "multiWallet.none": "لا توجد محفظة متصلة.",
  "multiWallet.nowCurrent": "أصبحت {wallet} المحفظة الحالية.",
  "multiWallet.disconnected": "تم قطع اتصال {wallet}.",
  "multiWallet.recent": "المستخدمة مؤخرًا",
  "multiWallet.recentIn": "المحافظ المستخدمة مؤخرًا ({family})",
  "multiWallet.connect": "اتصال",
  "multiWallet.connectTo": "اتصال بـ {wallet} {address}",
  "multiWallet.notInstalled": "غير مثبتة",
  "multiWallet.connected": "تم اتصال {wallet}.",
} satisfies MessageCatalogue
