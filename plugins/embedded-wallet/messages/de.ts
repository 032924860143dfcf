import type { MessageCatalogue } from "../../../core"

/** The embedded wallet's messages in German. */
export default {
  "error.emailCooldown":
    "Bitte versuchen Sie es in {n, plural, one {# Sekunde} other {# Sekunden}} erneut",
  "error.untrustedOrigin": "Nicht vertrauenswürdiger Ursprung",
  "error.frameError": "Ein Fehler ist aufgetreten",
  "error.rpcAborted": "Die RPC-Anfrage wurde abgebrochen",
  "error.emailLoginDependencyFailed":
    "Die Komponente für den E-Mail-Login konnte nicht geladen werden",
  "error.frameNotSet": "Der sichere Frame ist nicht festgelegt.",
  "error.frameParentNotSet": "Das übergeordnete Fenster des sicheren Frames ist nicht festgelegt.",
  "embeddedWallet.connectorName": "E-Mail",
  "embeddedWallet.email.heading": "Oder mit E-Mail fortfahren",
  "embeddedWallet.email.field": "E-Mail",
  "embeddedWallet.email.continue": "Weiter",
  "embeddedWallet.emailLogin.title": "E-Mail bestätigen",
  "embeddedWallet.emailLogin.codeSent": "Geben Sie den an {email} gesendeten Code ein.",
  "embeddedWallet.emailLogin.codeSentToYou":
    "Geben Sie den an Ihre E-Mail-Adresse gesendeten Code ein.",
  "embeddedWallet.emailLogin.code": "Einmalcode",
  "embeddedWallet.emailLogin.codeMissing": "Geben Sie den Code aus der E-Mail ein.",
  "embeddedWallet.emailLogin.continue": "Weiter",
  "embeddedWallet.emailLogin.resend": "Code erneut senden",
  "embeddedWallet.emailLogin.resent": "Ein neuer Code wurde an {email} gesendet.",
  "embeddedWallet.emailLogin.approveDevice":
    "Bestätigen Sie dieses Gerät über die an {email} gesendete E-Mail und kehren Sie dann hierher zurück.",
  "embeddedWallet.approve.title": "Transaktion genehmigen",
  "embeddedWallet.approve.instructions": "Genehmigen Sie die Anfrage im sicheren Fenster.",
  "embeddedWallet.approve.method": "Anfrage: {method}",
  "embeddedWallet.passkey.frameTitle": "Wallet-Passkey",
  "embeddedWallet.passkey.instructions":
    "Fahren Sie im sicheren Fenster fort, um Ihren Passkey einzurichten oder zu verwenden.",
  "embeddedWallet.social.heading": "Oder mit einem Social-Media-Konto fortfahren",
  "embeddedWallet.social.continueWith": "Weiter mit {provider}",
  "embeddedWallet.social.title": "Social Login",
  "embeddedWallet.social.waiting": "Melden Sie sich im geöffneten Fenster bei {provider} an.",
  "embeddedWallet.social.connecting": "Ihr {provider}-Konto wird verbunden…",
  "embeddedWallet.social.tryAgain": "Erneut versuchen",
  "embeddedWallet.farcaster.title": "Mit Farcaster anmelden",
  "embeddedWallet.farcaster.loading": "Ihr Farcaster-Anmeldelink wird abgerufen…",
  "embeddedWallet.farcaster.qrCode": "QR-Code zur Anmeldung mit Farcaster",
  "embeddedWallet.farcaster.scan":
    "Scannen Sie diesen QR-Code mit der Farcaster-App auf Ihrem Smartphone.",
  "embeddedWallet.farcaster.waiting": "Warten auf Ihre Bestätigung der Anmeldung in Farcaster…",
  "embeddedWallet.farcaster.copyLink": "Link kopieren",
  "embeddedWallet.farcaster.linkCopied": "Link kopiert",
  "embeddedWallet.farcaster.copyLinkFailed": "Der Link konnte nicht kopiert werden",
  "embeddedWallet.farcaster.open": "In Farcaster öffnen",
  "embeddedWallet.farcaster.connecting": "Ihr Farcaster-Konto wird verbunden…",
  "embeddedWallet.farcaster.tryAgain": "Erneut versuchen",
  "embeddedWallet.updateEmail.action": "E-Mail ändern",
  "embeddedWallet.updateEmail.title": "E-Mail ändern",
  "embeddedWallet.updateEmail.current": "Ihre E-Mail-Adresse ist {email}.",
  "embeddedWallet.updateEmail.newEmail": "Neue E-Mail-Adresse",
  "embeddedWallet.updateEmail.primaryCodeSent":
    "Geben Sie zur Bestätigung den an {email} gesendeten Code ein.",
  "embeddedWallet.updateEmail.primaryCodeSentToYou":
    "Geben Sie zur Bestätigung den an Ihre aktuelle E-Mail-Adresse gesendeten Code ein.",
  "embeddedWallet.updateEmail.secondaryCodeSent":
    "Geben Sie den an {email} gesendeten Code ein, um Ihre neue E-Mail-Adresse zu bestätigen.",
  "embeddedWallet.updateEmail.done": "Ihre E-Mail-Adresse ist jetzt {email}.",
  "embeddedWallet.updateEmail.finish": "Fertig",
  "embeddedWallet.siteError.rateLimited":
    "Zu viele Anfragen; bitte versuchen Sie es in {n, plural, one {# Sekunde} other {# Sekunden}} erneut",
  "embeddedWallet.siteError.mailFailed":
    "Die E-Mail konnte nicht gesendet werden; bitte versuchen Sie es erneut",
  "embeddedWallet.siteError.noCode": "Es wurde kein Code gesendet; fordern Sie einen neuen an",
  "embeddedWallet.siteError.wrongCode":
    "Der Code ist nicht korrekt; {n, plural, one {# Versuch} other {# Versuche}} übrig",
  "embeddedWallet.siteError.codeExpired": "Der Code ist abgelaufen; fordern Sie einen neuen an",
  "embeddedWallet.siteError.codeExhausted": "Zu viele falsche Codes; fordern Sie einen neuen an",
  "embeddedWallet.siteError.codeUsed":
    "Der Code wurde bereits verwendet; fordern Sie einen neuen an",
  "embeddedWallet.siteError.sessionEnded":
    "Melden Sie sich zuerst an: Die Sitzung fehlt, ist abgelaufen oder wurde abgemeldet",
  "embeddedWallet.siteError.noEmail":
    "Dieses Konto meldet sich ohne E-Mail an; es gibt keine zu ändern",
  "embeddedWallet.siteError.sameEmail": "Das ist bereits die E-Mail dieses Kontos",
  "embeddedWallet.siteError.noEmailChange":
    "Es läuft keine E-Mail-Änderung; geben Sie die neue E-Mail ein",
  "embeddedWallet.siteError.emailTaken": "Diese E-Mail gehört zu einem anderen Konto",
  "embeddedWallet.siteError.noEmailStarted":
    "Geben Sie zuerst Ihre E-Mail ein: Es wurde kein Anmeldecode gesendet.",
  "embeddedWallet.siteError.deviceShareMissing":
    "Dieser Browser hat keinen Schlüsselanteil für dieses Konto auf dieser Website. Melden Sie sich dort an, wo das Konto erstellt wurde.",
} satisfies MessageCatalogue
