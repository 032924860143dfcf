import type { MessageCatalogue } from "../../../core"

/** The embedded wallet's messages in Spanish. */
export default {
  "error.emailCooldown":
    "Vuelve a intentarlo dentro de {n, plural, one {# segundo} other {# segundos}}",
  "error.untrustedOrigin": "Origen no confiable",
  "error.frameError": "Se produjo un error",
  "error.rpcAborted": "Se canceló la solicitud RPC",
  "error.emailLoginDependencyFailed":
    "No se pudo cargar el módulo de inicio de sesión con correo electrónico",
  "error.frameNotSet": "El marco seguro no está configurado.",
  "error.frameParentNotSet": "La ventana principal del marco seguro no está configurada.",
  "embeddedWallet.connectorName": "Correo electrónico",
  "embeddedWallet.email.heading": "O continúa con tu correo electrónico",
  "embeddedWallet.email.field": "Correo electrónico",
  "embeddedWallet.email.continue": "Continuar",
  "embeddedWallet.emailLogin.title": "Confirma tu correo",
  "embeddedWallet.emailLogin.codeSent": "Introduce el código enviado a {email}.",
  "embeddedWallet.emailLogin.codeSentToYou": "Introduce el código enviado a tu correo electrónico.",
  "embeddedWallet.emailLogin.code": "Código de un solo uso",
  "embeddedWallet.emailLogin.codeMissing": "Introduce el código del correo.",
  "embeddedWallet.emailLogin.continue": "Continuar",
  "embeddedWallet.emailLogin.resend": "Reenviar código",
  "embeddedWallet.emailLogin.resent": "Se envió un nuevo código a {email}.",
  "embeddedWallet.emailLogin.approveDevice":
    "Aprueba este dispositivo desde el correo enviado a {email} y luego vuelve aquí.",
  "embeddedWallet.approve.title": "Aprobar transacción",
  "embeddedWallet.approve.instructions": "Aprueba la solicitud en la ventana segura.",
  "embeddedWallet.approve.method": "Solicitud: {method}",
  "embeddedWallet.passkey.frameTitle": "Llave de acceso de la billetera",
  "embeddedWallet.passkey.instructions":
    "Continúa en la ventana segura para configurar o usar tu llave de acceso.",
  "embeddedWallet.social.heading": "O continúa con una cuenta social",
  "embeddedWallet.social.continueWith": "Continuar con {provider}",
  "embeddedWallet.social.title": "Inicio de sesión social",
  "embeddedWallet.social.waiting": "Inicia sesión con {provider} en la ventana que se abrió.",
  "embeddedWallet.social.connecting": "Conectando tu cuenta de {provider}…",
  "embeddedWallet.social.tryAgain": "Intentar de nuevo",
  "embeddedWallet.farcaster.title": "Iniciar sesión con Farcaster",
  "embeddedWallet.farcaster.loading": "Obteniendo tu enlace de inicio de sesión de Farcaster…",
  "embeddedWallet.farcaster.qrCode": "Código QR para iniciar sesión con Farcaster",
  "embeddedWallet.farcaster.scan": "Escanea este código QR con la app de Farcaster de tu teléfono.",
  "embeddedWallet.farcaster.waiting": "Esperando a que apruebes el inicio de sesión en Farcaster…",
  "embeddedWallet.farcaster.copyLink": "Copiar enlace",
  "embeddedWallet.farcaster.linkCopied": "Enlace copiado",
  "embeddedWallet.farcaster.copyLinkFailed": "No se pudo copiar el enlace",
  "embeddedWallet.farcaster.open": "Abrir en Farcaster",
  "embeddedWallet.farcaster.connecting": "Conectando tu cuenta de Farcaster…",
  "embeddedWallet.farcaster.tryAgain": "Intentar de nuevo",
  "embeddedWallet.updateEmail.action": "Cambiar correo",
  "embeddedWallet.updateEmail.title": "Cambiar correo",
  "embeddedWallet.updateEmail.current": "Tu correo es {email}.",
  "embeddedWallet.updateEmail.newEmail": "Nuevo correo",
  "embeddedWallet.updateEmail.primaryCodeSent":
    "Para confirmar que eres tú, introduce el código enviado a {email}.",
  "embeddedWallet.updateEmail.primaryCodeSentToYou":
    "Para confirmar que eres tú, introduce el código enviado a tu correo actual.",
  "embeddedWallet.updateEmail.secondaryCodeSent":
    "Introduce el código enviado a {email} para confirmar tu nuevo correo.",
  "embeddedWallet.updateEmail.done": "Tu correo ahora es {email}.",
  "embeddedWallet.updateEmail.finish": "Listo",
  "embeddedWallet.siteError.rateLimited":
    "Demasiadas solicitudes; vuelve a intentarlo dentro de {n, plural, one {# segundo} other {# segundos}}",
  "embeddedWallet.siteError.mailFailed": "No se pudo enviar el correo; vuelve a intentarlo",
  "embeddedWallet.siteError.noCode": "No se envió ningún código; pide uno nuevo",
  "embeddedWallet.siteError.wrongCode":
    "El código no es correcto; {n, plural, one {queda # intento} other {quedan # intentos}}",
  "embeddedWallet.siteError.codeExpired": "El código ha caducado; pide uno nuevo",
  "embeddedWallet.siteError.codeExhausted": "Demasiados códigos incorrectos; pide uno nuevo",
  "embeddedWallet.siteError.codeUsed": "El código ya se usó; pide uno nuevo",
  "embeddedWallet.siteError.sessionEnded":
    "Inicia sesión primero: la sesión no existe, caducó o se cerró",
  "embeddedWallet.siteError.noEmail":
    "Esta cuenta inicia sesión sin correo; no hay ninguno que cambiar",
  "embeddedWallet.siteError.sameEmail": "Este ya es el correo de la cuenta",
  "embeddedWallet.siteError.noEmailChange":
    "No hay ningún cambio de correo en curso; introduce el nuevo correo",
  "embeddedWallet.siteError.emailTaken": "Este correo pertenece a otra cuenta",
  "embeddedWallet.siteError.noEmailStarted":
    "Introduce primero tu correo: no se envió ningún código de acceso.",
  "embeddedWallet.siteError.deviceShareMissing":
    "Este navegador no tiene ninguna parte de la clave de esta cuenta en este sitio. Inicia sesión donde se creó la cuenta.",
} satisfies MessageCatalogue
