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
  "page.passkey.enrolTitle": "Schützen Sie Ihre Wallet mit einem Passkey",
  "page.passkey.enrolDetail":
    "Mit einem Passkey können Sie diese Wallet nach der Anmeldung in einem anderen Browser oder auf einem anderen Gerät öffnen.",
  "page.passkey.create": "Passkey erstellen",
  "page.passkey.notNow": "Nicht jetzt",
  "page.passkey.recoverTitle": "Öffnen Sie Ihre Wallet in diesem Browser mit Ihrem Passkey",
  "page.passkey.recoverDetail":
    "Dieser Browser enthält Ihre Wallet noch nicht. Der Passkey, den Sie dafür erstellt haben, entsperrt sie hier.",
  "page.passkey.use": "Passkey verwenden",
  "page.passkey.cancel": "Abbrechen",
  "page.passkey.unsupported":
    "Dieser Browser oder Passkey kann Ihre Wallet nicht schützen. Ihre Wallet bleibt in diesem Browser.",
  "page.passkey.failed": "Es wurde kein Passkey erstellt. Ihre Wallet bleibt in diesem Browser.",
  "page.passkey.continue": "Weiter",
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
  "page.passkey.enrolTitle": "Protege tu billetera con una llave de acceso",
  "page.passkey.enrolDetail":
    "Con una llave de acceso, puedes abrir esta billetera en otro navegador o en otro dispositivo después de iniciar sesión.",
  "page.passkey.create": "Crear llave de acceso",
  "page.passkey.notNow": "Ahora no",
  "page.passkey.recoverTitle": "Usa tu llave de acceso para abrir tu billetera en este navegador",
  "page.passkey.recoverDetail":
    "Este navegador todavía no tiene tu billetera. La llave de acceso que creaste para ella la desbloquea aquí.",
  "page.passkey.use": "Usar llave de acceso",
  "page.passkey.cancel": "Cancelar",
  "page.passkey.unsupported":
    "Este navegador o esta llave de acceso no pueden proteger tu billetera. Tu billetera se queda en este navegador.",
  "page.passkey.failed":
    "No se creó ninguna llave de acceso. Tu billetera se queda en este navegador.",
  "page.passkey.continue": "Continuar",
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
  "page.passkey.enrolTitle": "Protégez votre portefeuille avec une clé d’accès",
  "page.passkey.enrolDetail":
    "Avec une clé d’accès, vous pouvez ouvrir ce portefeuille dans un autre navigateur ou sur un autre appareil après vous être connecté.",
  "page.passkey.create": "Créer une clé d’accès",
  "page.passkey.notNow": "Pas maintenant",
  "page.passkey.recoverTitle":
    "Utilisez votre clé d’accès pour ouvrir votre portefeuille dans ce navigateur",
  "page.passkey.recoverDetail":
    "Ce navigateur ne contient pas encore votre portefeuille. La clé d’accès que vous avez créée pour lui le déverrouille ici.",
  "page.passkey.use": "Utiliser la clé d’accès",
  "page.passkey.cancel": "Annuler",
  "page.passkey.unsupported":
    "Ce navigateur ou cette clé d’accès ne peut pas protéger votre portefeuille. Votre portefeuille reste dans ce navigateur.",
  "page.passkey.failed":
    "Aucune clé d’accès n’a été créée. Votre portefeuille reste dans ce navigateur.",
  "page.passkey.continue": "Continuer",
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
  "page.passkey.enrolTitle": "パスキーでウォレットを保護",
  "page.passkey.enrolDetail":
    "パスキーがあれば、サインイン後に別のブラウザーや別のデバイスでこのウォレットを開けます。",
  "page.passkey.create": "パスキーを作成",
  "page.passkey.notNow": "後で",
  "page.passkey.recoverTitle": "パスキーを使ってこのブラウザーでウォレットを開く",
  "page.passkey.recoverDetail":
    "このブラウザーにはまだウォレットがありません。ウォレット用に作成したパスキーで、ここでロックを解除します。",
  "page.passkey.use": "パスキーを使用",
  "page.passkey.cancel": "キャンセル",
  "page.passkey.unsupported":
    "このブラウザーまたはパスキーではウォレットを保護できません。ウォレットはこのブラウザーに残ります。",
  "page.passkey.failed": "パスキーは作成されませんでした。ウォレットはこのブラウザーに残ります。",
  "page.passkey.continue": "続行",
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
  "page.passkey.enrolTitle": "احمِ محفظتك بمفتاح مرور",
  "page.passkey.enrolDetail":
    "باستخدام مفتاح مرور، يمكنك فتح هذه المحفظة في متصفح آخر أو على جهاز آخر بعد تسجيل الدخول.",
  "page.passkey.create": "إنشاء مفتاح مرور",
  "page.passkey.notNow": "ليس الآن",
  "page.passkey.recoverTitle": "استخدم مفتاح المرور لفتح محفظتك على هذا المتصفح",
  "page.passkey.recoverDetail":
    "لا يحتوي هذا المتصفح على محفظتك بعد. يفتحها هنا مفتاح المرور الذي أنشأته لها.",
  "page.passkey.use": "استخدام مفتاح المرور",
  "page.passkey.cancel": "إلغاء",
  "page.passkey.unsupported":
    "لا يستطيع هذا المتصفح أو مفتاح المرور حماية محفظتك. تبقى محفظتك على هذا المتصفح.",
  "page.passkey.failed": "لم يُنشأ أي مفتاح مرور. تبقى محفظتك على هذا المتصفح.",
  "page.passkey.continue": "متابعة",
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
