import type { TranslatedLocale } from "./Locale"

/**
 * The ids of the texts drawn before the kit (and any catalogue chunk) loads: the page buttons',
 * and the modal's first frame, which the light entry shows the moment the visitor clicks
 * (issue 14): its title, Back and Close, the wallet list and its tags.
 */
export const pageButtonMessageIds = [
  "connectButton.label",
  "connectButton.connecting",
  "connectButton.reconnecting",
  "networkButton.label",
  "network.unknown",
  "view.Connect.title",
  "modal.back",
  "modal.close",
  "modal.loading",
  "modal.viewFailed",
  "connect.walletsLabel",
  "connect.noWallets",
  "connect.allWallets",
  "connect.tag.walletConnect",
  "connect.tag.recent",
  "connect.tag.injected",
] as const

/** One language's texts of the page buttons and the modal's first frame. */
export type PageButtonMessages = Readonly<Record<(typeof pageButtonMessageIds)[number], string>>

/**
 * The page buttons' and the modal's first frame's few texts in every translated language, the
 * only place they are written: the kernel's translations spread them. They ship in the light entry
 * so the buttons' first paint, and the modal's first frame, are in the chosen language: a full catalogue there would cost every page each
 * language's hundred texts, and fetching the language's chunk first would show English, then
 * switch.
 */
export const pageButtonMessages: Readonly<Record<TranslatedLocale, PageButtonMessages>> = {
  ar: {
    "connectButton.label": "ربط المحفظة",
    "connectButton.connecting": "جارٍ الربط…",
    "connectButton.reconnecting": "جارٍ إعادة الربط…",
    "networkButton.label": "الشبكة:",
    "network.unknown": "شبكة غير معروفة",
    "view.Connect.title": "ربط المحفظة",
    "modal.back": "رجوع",
    "modal.close": "إغلاق",
    "modal.loading": "جارٍ التحميل…",
    "modal.viewFailed": "تعذّر عرض هذه الصفحة. أغلق النافذة وحاول مرة أخرى.",
    "connect.walletsLabel": "المحافظ",
    "connect.noWallets":
      "لم يتم العثور على أي محفظة في هذا المتصفح. ثبّت إضافة محفظة، ثم افتح هذه النافذة مرة أخرى.",
    "connect.allWallets": "كل المحافظ",
    "connect.tag.walletConnect": "رمز QR",
    "connect.tag.recent": "مستخدمة مؤخرًا",
    "connect.tag.injected": "مثبّتة",
  },
  de: {
    "connectButton.label": "Wallet verbinden",
    "connectButton.connecting": "Wird verbunden…",
    "connectButton.reconnecting": "Wird neu verbunden…",
    "networkButton.label": "Netzwerk:",
    "network.unknown": "Unbekanntes Netzwerk",
    "view.Connect.title": "Wallet verbinden",
    "modal.back": "Zurück",
    "modal.close": "Schließen",
    "modal.loading": "Wird geladen…",
    "modal.viewFailed":
      "Diese Ansicht konnte nicht angezeigt werden. Schließen Sie das Fenster und versuchen Sie es erneut.",
    "connect.walletsLabel": "Wallets",
    "connect.noWallets":
      "In diesem Browser wurde keine Wallet gefunden. Installieren Sie eine Wallet-Erweiterung und öffnen Sie dieses Fenster dann erneut.",
    "connect.allWallets": "Alle Wallets",
    "connect.tag.walletConnect": "QR-Code",
    "connect.tag.recent": "Zuletzt genutzt",
    "connect.tag.injected": "Installiert",
  },
  es: {
    "connectButton.label": "Conectar billetera",
    "connectButton.connecting": "Conectando…",
    "connectButton.reconnecting": "Reconectando…",
    "networkButton.label": "Red:",
    "network.unknown": "Red desconocida",
    "view.Connect.title": "Conectar billetera",
    "modal.back": "Atrás",
    "modal.close": "Cerrar",
    "modal.loading": "Cargando…",
    "modal.viewFailed": "No se pudo mostrar esta vista. Cierra la ventana y vuelve a intentarlo.",
    "connect.walletsLabel": "Billeteras",
    "connect.noWallets":
      "No se encontró ninguna billetera en este navegador. Instala una extensión de billetera y vuelve a abrir esta ventana.",
    "connect.allWallets": "Todas las billeteras",
    "connect.tag.walletConnect": "Código QR",
    "connect.tag.recent": "Reciente",
    "connect.tag.injected": "Instalada",
  },
  fr: {
    "connectButton.label": "Connecter un portefeuille",
    "connectButton.connecting": "Connexion…",
    "connectButton.reconnecting": "Reconnexion…",
    "networkButton.label": "Réseau :",
    "network.unknown": "Réseau inconnu",
    "view.Connect.title": "Connecter un portefeuille",
    "modal.back": "Retour",
    "modal.close": "Fermer",
    "modal.loading": "Chargement…",
    "modal.viewFailed": "Impossible d’afficher cette vue. Fermez la fenêtre et réessayez.",
    "connect.walletsLabel": "Portefeuilles",
    "connect.noWallets":
      "Aucun portefeuille trouvé dans ce navigateur. Installez une extension de portefeuille, puis rouvrez cette fenêtre.",
    "connect.allWallets": "Tous les portefeuilles",
    "connect.tag.walletConnect": "Code QR",
    "connect.tag.recent": "Récent",
    "connect.tag.injected": "Installé",
  },
  ja: {
    "connectButton.label": "ウォレットを接続",
    "connectButton.connecting": "接続中…",
    "connectButton.reconnecting": "再接続中…",
    "networkButton.label": "ネットワーク：",
    "network.unknown": "不明なネットワーク",
    "view.Connect.title": "ウォレットを接続",
    "modal.back": "戻る",
    "modal.close": "閉じる",
    "modal.loading": "読み込み中…",
    "modal.viewFailed":
      "この画面を表示できませんでした。ウィンドウを閉じて、もう一度お試しください。",
    "connect.walletsLabel": "ウォレット",
    "connect.noWallets":
      "このブラウザにウォレットが見つかりません。ウォレットの拡張機能をインストールしてから、このウィンドウを開き直してください。",
    "connect.allWallets": "すべてのウォレット",
    "connect.tag.walletConnect": "QRコード",
    "connect.tag.recent": "最近使用",
    "connect.tag.injected": "インストール済み",
  },
}
