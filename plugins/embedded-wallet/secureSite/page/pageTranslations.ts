import { type PageMessageId, type PageMessages, pageMessagesEn } from "./pageMessages"

/**
 * The ids whose text the visitor reads in the frame page itself: the unverified-domain notice
 * and the approval panel. The error replies (`page.error.*`) stay English: they travel to the
 * dApp, which tells a user rejection by its words ('User rejected the request', spec 8).
 */
export type PageShownMessageId = Exclude<PageMessageId, `page.error.${string}`>

type Shown = { readonly [Id in PageShownMessageId]: string }

const de: Shown = {
  "page.unverifiedDomain": "Nicht verifizierte Domain",
  "page.unverifiedDomainDetail": "Diese Seite antwortet nur Websites, die sie einbetten dürfen.",
  "page.approve.signMessage": "Nachricht signieren",
  "page.approve.signTypedData": "Typisierte Daten signieren",
  "page.approve.sendTransaction": "Transaktion senden",
  "page.approve.message": "Nachricht",
  "page.approve.domain": "Domain",
  "page.approve.primaryType": "Haupttyp",
  "page.approve.to": "An",
  "page.approve.value": "Betrag (Ether)",
  "page.approve.data": "Daten",
  "page.approve.dataBytes": "{n} Bytes",
  "page.approve.approve": "Genehmigen",
  "page.approve.reject": "Ablehnen",
}

const es: Shown = {
  "page.unverifiedDomain": "Dominio no verificado",
  "page.unverifiedDomainDetail":
    "Esta página solo responde a los sitios autorizados a incrustarla.",
  "page.approve.signMessage": "Firmar mensaje",
  "page.approve.signTypedData": "Firmar datos tipados",
  "page.approve.sendTransaction": "Enviar transacción",
  "page.approve.message": "Mensaje",
  "page.approve.domain": "Dominio",
  "page.approve.primaryType": "Tipo principal",
  "page.approve.to": "Para",
  "page.approve.value": "Importe (ether)",
  "page.approve.data": "Datos",
  "page.approve.dataBytes": "{n} bytes",
  "page.approve.approve": "Aprobar",
  "page.approve.reject": "Rechazar",
}

const fr: Shown = {
  "page.unverifiedDomain": "Domaine non vérifié",
  "page.unverifiedDomainDetail": "Cette page ne répond qu’aux sites autorisés à l’intégrer.",
  "page.approve.signMessage": "Signer le message",
  "page.approve.signTypedData": "Signer des données typées",
  "page.approve.sendTransaction": "Envoyer la transaction",
  "page.approve.message": "Message",
  "page.approve.domain": "Domaine",
  "page.approve.primaryType": "Type principal",
  "page.approve.to": "À",
  "page.approve.value": "Montant (ether)",
  "page.approve.data": "Données",
  "page.approve.dataBytes": "{n} octets",
  "page.approve.approve": "Approuver",
  "page.approve.reject": "Refuser",
}

const ja: Shown = {
  "page.unverifiedDomain": "未確認のドメイン",
  "page.unverifiedDomainDetail": "このページは、埋め込みを許可されたサイトにのみ応答します。",
  "page.approve.signMessage": "メッセージに署名",
  "page.approve.signTypedData": "型付きデータに署名",
  "page.approve.sendTransaction": "トランザクションを送信",
  "page.approve.message": "メッセージ",
  "page.approve.domain": "ドメイン",
  "page.approve.primaryType": "プライマリタイプ",
  "page.approve.to": "送信先",
  "page.approve.value": "金額 (ether)",
  "page.approve.data": "データ",
  "page.approve.dataBytes": "{n} バイト",
  "page.approve.approve": "承認",
  "page.approve.reject": "拒否",
}

const ar: Shown = {
  "page.unverifiedDomain": "نطاق غير موثّق",
  "page.unverifiedDomainDetail": "لا تستجيب هذه الصفحة إلا للمواقع المسموح لها بتضمينها.",
  "page.approve.signMessage": "توقيع الرسالة",
  "page.approve.signTypedData": "توقيع بيانات مُنمّطة",
  "page.approve.sendTransaction": "إرسال المعاملة",
  "page.approve.message": "الرسالة",
  "page.approve.domain": "النطاق",
  "page.approve.primaryType": "النوع الأساسي",
  "page.approve.to": "إلى",
  "page.approve.value": "المبلغ (ether)",
  "page.approve.data": "البيانات",
  "page.approve.dataBytes": "{n} بايت",
  "page.approve.approve": "موافقة",
  "page.approve.reject": "رفض",
}

/** The languages the frame page speaks besides English, as the kit's catalogues. */
export const pageTranslations: Readonly<Record<string, Shown>> = { de, es, fr, ja, ar }

/** The page's texts and the language they are in. */
export interface PageLocale {
  /** A BCP 47 language tag for the document (`lang`). */
  readonly lang: string
  /** Right to left (Arabic). */
  readonly rtl: boolean
  readonly messages: PageMessages
}

/**
 * The page's texts for the browser's preferred languages (`navigator.languages`, best first):
 * the first the page speaks, else English. Error replies stay English whatever the language.
 */
export const pageLocaleFor = (languages: ReadonlyArray<string>): PageLocale => {
  for (const tag of languages) {
    const lang = tag.toLowerCase().split("-")[0] ?? ""
    if (lang === "en") break
    const shown = pageTranslations[lang]
    if (shown !== undefined) {
      return { lang, rtl: lang === "ar", messages: { ...pageMessagesEn, ...shown } }
    }
  }
  return { lang: "en", rtl: false, messages: pageMessagesEn }
}
