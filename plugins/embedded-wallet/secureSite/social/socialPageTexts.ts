import { chooseLocale, type Locale } from "../../../../core"
import type { SocialLoginRefusal } from "./SocialLoginError"

/** The texts of the popup's pages in one language. */
export interface SocialPageTexts {
  readonly lang: Locale
  readonly loadingTitle: string
  readonly loadingStatus: string
  readonly signedInTitle: string
  readonly signedInDetail: string
  readonly failedTitle: string
  /** Why a refused login failed, for the refusals a popup page shows (the others are the frame's). */
  readonly refusals: Partial<Readonly<Record<SocialLoginRefusal, string>>>
}

const translations: Readonly<Record<Exclude<Locale, "en">, SocialPageTexts>> = {
  de: {
    lang: "de",
    loadingTitle: "Anmeldung",
    loadingStatus: "Die Anmeldeseite wird geladen…",
    signedInTitle: "Angemeldet",
    signedInDetail: "Sie können dieses Fenster schließen.",
    failedTitle: "Anmeldung fehlgeschlagen",
    refusals: {
      unknown_provider: "Unbekannter Social-Login-Anbieter",
      binding_invalid: "Die Bindung der Social-Anmeldung ist ungültig",
      origin_refused: "Diese Website darf hier keine Social-Anmeldung starten",
      rate_limited: "Zu viele Anmeldeversuche, versuchen Sie es später erneut",
      attempt_missing: "In diesem Browser läuft keine Social-Anmeldung",
      attempt_invalid: "Der Anmeldeversuch ist ungültig",
      attempt_expired: "Der Anmeldeversuch ist abgelaufen",
      user_rejected: "Verbindung abgelehnt",
      state_mismatch: "Die Antwort gehört zu einer anderen Anmeldung",
      provider_refused: "Der Anbieter hat die Anmeldung abgelehnt",
      code_rejected: "Der Anbieter hat den Anmeldecode abgelehnt",
      id_token_invalid: "Das Identitätstoken des Anbieters ist ungültig",
      provider_unavailable: "Der Anbieter war nicht erreichbar",
      internal: "Die Anmeldung ist auf der Website fehlgeschlagen",
    },
  },
  es: {
    lang: "es",
    loadingTitle: "Iniciando sesión",
    loadingStatus: "Cargando la página de inicio de sesión…",
    signedInTitle: "Sesión iniciada",
    signedInDetail: "Puedes cerrar esta ventana.",
    failedTitle: "No se pudo iniciar sesión",
    refusals: {
      unknown_provider: "Proveedor social desconocido",
      binding_invalid: "El vínculo del inicio de sesión social no es válido",
      origin_refused: "Este sitio no puede iniciar aquí un inicio de sesión social",
      rate_limited: "Demasiados intentos de inicio de sesión, inténtalo más tarde",
      attempt_missing: "No hay ningún inicio de sesión social en curso en este navegador",
      attempt_invalid: "El intento de inicio de sesión no es válido",
      attempt_expired: "El intento de inicio de sesión ha caducado",
      user_rejected: "Conexión rechazada",
      state_mismatch: "La respuesta pertenece a otro inicio de sesión",
      provider_refused: "El proveedor rechazó el inicio de sesión",
      code_rejected: "El proveedor rechazó el código de inicio de sesión",
      id_token_invalid: "El token de identidad del proveedor no es válido",
      provider_unavailable: "No se pudo contactar con el proveedor",
      internal: "El inicio de sesión falló en el sitio",
    },
  },
  fr: {
    lang: "fr",
    loadingTitle: "Connexion",
    loadingStatus: "Chargement de la page de connexion…",
    signedInTitle: "Connecté",
    signedInDetail: "Vous pouvez fermer cette fenêtre.",
    failedTitle: "Échec de la connexion",
    refusals: {
      unknown_provider: "Fournisseur social inconnu",
      binding_invalid: "Le lien de la connexion sociale n’est pas valide",
      origin_refused: "Ce site ne peut pas lancer de connexion sociale ici",
      rate_limited: "Trop de tentatives de connexion, réessayez plus tard",
      attempt_missing: "Aucune connexion sociale n’est en cours dans ce navigateur",
      attempt_invalid: "La tentative de connexion n’est pas valide",
      attempt_expired: "La tentative de connexion a expiré",
      user_rejected: "Connexion refusée",
      state_mismatch: "La réponse appartient à une autre connexion",
      provider_refused: "Le fournisseur a refusé la connexion",
      code_rejected: "Le fournisseur a refusé le code de connexion",
      id_token_invalid: "Le jeton d’identité du fournisseur n’est pas valide",
      provider_unavailable: "Le fournisseur est injoignable",
      internal: "La connexion a échoué sur le site",
    },
  },
  ja: {
    lang: "ja",
    loadingTitle: "サインイン",
    loadingStatus: "サインインページを読み込んでいます…",
    signedInTitle: "サインインしました",
    signedInDetail: "このウィンドウは閉じてかまいません。",
    failedTitle: "サインインに失敗しました",
    refusals: {
      unknown_provider: "不明なソーシャルプロバイダーです",
      binding_invalid: "ソーシャルログインのバインディングが無効です",
      origin_refused: "このサイトはここでソーシャルログインを開始できません",
      rate_limited: "サインインの試行が多すぎます。しばらくしてからもう一度お試しください",
      attempt_missing: "このブラウザで進行中のソーシャルログインはありません",
      attempt_invalid: "サインインの試行が無効です",
      attempt_expired: "サインインの試行の有効期限が切れました",
      user_rejected: "接続が拒否されました",
      state_mismatch: "この応答は別のサインインのものです",
      provider_refused: "プロバイダーがサインインを拒否しました",
      code_rejected: "プロバイダーがサインインコードを拒否しました",
      id_token_invalid: "プロバイダーのIDトークンが無効です",
      provider_unavailable: "プロバイダーに接続できませんでした",
      internal: "サイトでサインインに失敗しました",
    },
  },
  ar: {
    lang: "ar",
    loadingTitle: "جارٍ تسجيل الدخول",
    loadingStatus: "جارٍ تحميل صفحة تسجيل الدخول…",
    signedInTitle: "تم تسجيل الدخول",
    signedInDetail: "يمكنك إغلاق هذه النافذة.",
    failedTitle: "فشل تسجيل الدخول",
    refusals: {
      unknown_provider: "مزوّد اجتماعي غير معروف",
      binding_invalid: "ربط تسجيل الدخول الاجتماعي غير صالح",
      origin_refused: "لا يُسمح لهذا الموقع ببدء تسجيل دخول اجتماعي هنا",
      rate_limited: "محاولات تسجيل دخول كثيرة جدًا، حاول مرة أخرى لاحقًا",
      attempt_missing: "لا يوجد تسجيل دخول اجتماعي قيد التنفيذ في هذا المتصفح",
      attempt_invalid: "محاولة تسجيل الدخول غير صالحة",
      attempt_expired: "انتهت صلاحية محاولة تسجيل الدخول",
      user_rejected: "تم رفض الاتصال",
      state_mismatch: "هذا الرد يخص تسجيل دخول آخر",
      provider_refused: "رفض المزوّد تسجيل الدخول",
      code_rejected: "رفض المزوّد رمز تسجيل الدخول",
      id_token_invalid: "رمز هوية المزوّد غير صالح",
      provider_unavailable: "تعذّر الوصول إلى المزوّد",
      internal: "فشل تسجيل الدخول على الموقع",
    },
  },
}

/** The English texts: the refusals' own messages (`socialLoginRefusals`) are the details. */
const english: SocialPageTexts = {
  lang: "en",
  loadingTitle: "Signing in",
  loadingStatus: "Loading the sign-in page…",
  signedInTitle: "Signed in",
  signedInDetail: "You can close this window.",
  failedTitle: "Sign-in failed",
  refusals: {},
}

/**
 * The popup pages' texts for the browser's `Accept-Language` header: its language tags by their
 * weight (`q`, 1 when not given; 0 is "not this one"), matched as the kit matches the browser's
 * languages (`chooseLocale`: the first the kit speaks, else English). The popup is a top-level
 * page of the secure site, so the browser's own header is what the site has to go by.
 * @example
 * socialPageTexts("de-CH,de;q=0.9,en;q=0.8").lang // "de"
 */
export const socialPageTexts = (acceptLanguage: string | undefined): SocialPageTexts => {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...parameters] = entry.split(";").map((part) => part.trim())
      const q = parameters.find((parameter) => parameter.startsWith("q="))
      return { tag, weight: q === undefined ? 1 : Number(q.slice(2)), index }
    })
    .filter(({ tag, weight }) => tag !== "" && Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  const locale = chooseLocale(
    undefined,
    ranked.map(({ tag }) => tag),
  )
  return locale === "en" ? english : translations[locale]
}
