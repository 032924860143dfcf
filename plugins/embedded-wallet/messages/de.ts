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
} satisfies MessageCatalogue
