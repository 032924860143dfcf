import type { TranslatedLocale } from "./Locale"

/** The ids of the texts the page buttons show before the kit (and any catalogue chunk) loads. */
export const pageButtonMessageIds = [
  "connectButton.label",
  "connectButton.connecting",
  "connectButton.reconnecting",
  "networkButton.label",
  "network.unknown",
] as const

/** One language's texts of the page buttons. */
export type PageButtonMessages = Readonly<Record<(typeof pageButtonMessageIds)[number], string>>

/**
 * The page buttons' few texts in every translated language, copied from the kernel's
 * translations (a test holds them equal). They ship in the light entry so the buttons' first
 * paint is in the chosen language: a full catalogue there would cost every page each
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
  },
  de: {
    "connectButton.label": "Wallet verbinden",
    "connectButton.connecting": "Wird verbunden…",
    "connectButton.reconnecting": "Wird neu verbunden…",
    "networkButton.label": "Netzwerk:",
    "network.unknown": "Unbekanntes Netzwerk",
  },
  es: {
    "connectButton.label": "Conectar billetera",
    "connectButton.connecting": "Conectando…",
    "connectButton.reconnecting": "Reconectando…",
    "networkButton.label": "Red:",
    "network.unknown": "Red desconocida",
  },
  fr: {
    "connectButton.label": "Connecter un portefeuille",
    "connectButton.connecting": "Connexion…",
    "connectButton.reconnecting": "Reconnexion…",
    "networkButton.label": "Réseau :",
    "network.unknown": "Réseau inconnu",
  },
  ja: {
    "connectButton.label": "ウォレットを接続",
    "connectButton.connecting": "接続中…",
    "connectButton.reconnecting": "再接続中…",
    "networkButton.label": "ネットワーク：",
    "network.unknown": "不明なネットワーク",
  },
}
