import type { MessageCatalogue } from "../../../core"

/** The embedded wallet's messages in French. */
export default {
  "error.emailCooldown": "Veuillez réessayer dans {n, plural, one {# seconde} other {# secondes}}",
  "error.untrustedOrigin": "Origine non fiable",
  "error.frameError": "Une erreur est survenue",
  "error.rpcAborted": "La requête RPC a été interrompue",
  "error.emailLoginDependencyFailed": "Impossible de charger le module de connexion par e-mail",
  "error.frameNotSet": "Le cadre sécurisé n’est pas défini.",
  "error.frameParentNotSet": "La fenêtre parente du cadre sécurisé n’est pas définie.",
  "embeddedWallet.connectorName": "E-mail",
  "embeddedWallet.email.heading": "Ou continuer avec un e-mail",
  "embeddedWallet.email.field": "E-mail",
  "embeddedWallet.email.continue": "Continuer",
  "embeddedWallet.emailLogin.title": "Confirmer l’e-mail",
  "embeddedWallet.emailLogin.codeSent": "Saisissez le code envoyé à {email}.",
  "embeddedWallet.emailLogin.codeSentToYou": "Saisissez le code envoyé à votre adresse e-mail.",
  "embeddedWallet.emailLogin.code": "Code à usage unique",
  "embeddedWallet.emailLogin.codeMissing": "Saisissez le code reçu par e-mail.",
  "embeddedWallet.emailLogin.continue": "Continuer",
  "embeddedWallet.emailLogin.resend": "Renvoyer le code",
  "embeddedWallet.emailLogin.resent": "Un nouveau code a été envoyé à {email}.",
  "embeddedWallet.emailLogin.approveDevice":
    "Approuvez cet appareil depuis l’e-mail envoyé à {email}, puis revenez ici.",
  "embeddedWallet.approve.title": "Approuver la transaction",
  "embeddedWallet.approve.instructions": "Approuvez la demande dans la fenêtre sécurisée.",
  "embeddedWallet.approve.method": "Demande : {method}",
  "embeddedWallet.passkey.frameTitle": "Clé d’accès du portefeuille",
  "embeddedWallet.passkey.instructions":
    "Continuez dans la fenêtre sécurisée pour configurer ou utiliser votre clé d’accès.",
  "embeddedWallet.social.heading": "Ou continuer avec un compte social",
  "embeddedWallet.social.continueWith": "Continuer avec {provider}",
  "embeddedWallet.social.title": "Connexion sociale",
  "embeddedWallet.social.waiting":
    "Connectez-vous avec {provider} dans la fenêtre qui s’est ouverte.",
  "embeddedWallet.social.connecting": "Connexion de votre compte {provider}…",
  "embeddedWallet.social.tryAgain": "Réessayer",
  "embeddedWallet.farcaster.title": "Se connecter avec Farcaster",
  "embeddedWallet.farcaster.loading": "Récupération de votre lien de connexion Farcaster…",
  "embeddedWallet.farcaster.qrCode": "Code QR pour se connecter avec Farcaster",
  "embeddedWallet.farcaster.scan":
    "Scannez ce code QR avec l’application Farcaster de votre téléphone.",
  "embeddedWallet.farcaster.waiting":
    "En attente de votre approbation de la connexion dans Farcaster…",
  "embeddedWallet.farcaster.copyLink": "Copier le lien",
  "embeddedWallet.farcaster.linkCopied": "Lien copié",
  "embeddedWallet.farcaster.copyLinkFailed": "Impossible de copier le lien",
  "embeddedWallet.farcaster.open": "Ouvrir dans Farcaster",
  "embeddedWallet.farcaster.connecting": "Connexion de votre compte Farcaster…",
  "embeddedWallet.farcaster.tryAgain": "Réessayer",
  "embeddedWallet.updateEmail.action": "Changer d’e-mail",
  "embeddedWallet.updateEmail.title": "Changer d’e-mail",
  "embeddedWallet.updateEmail.current": "Votre e-mail est {email}.",
  "embeddedWallet.updateEmail.newEmail": "Nouvel e-mail",
  "embeddedWallet.updateEmail.primaryCodeSent":
    "Pour confirmer que c’est bien vous, saisissez le code envoyé à {email}.",
  "embeddedWallet.updateEmail.primaryCodeSentToYou":
    "Pour confirmer que c’est bien vous, saisissez le code envoyé à votre e-mail actuel.",
  "embeddedWallet.updateEmail.secondaryCodeSent":
    "Saisissez le code envoyé à {email} pour confirmer votre nouvel e-mail.",
  "embeddedWallet.updateEmail.done": "Votre e-mail est désormais {email}.",
  "embeddedWallet.updateEmail.finish": "Terminé",
  "embeddedWallet.siteError.rateLimited":
    "Trop de requêtes ; veuillez réessayer dans {n, plural, one {# seconde} other {# secondes}}",
  "embeddedWallet.siteError.mailFailed": "L’e-mail n’a pas pu être envoyé ; veuillez réessayer",
  "embeddedWallet.siteError.noCode": "Aucun code n’a été envoyé ; demandez-en un nouveau",
  "embeddedWallet.siteError.wrongCode":
    "Le code n’est pas correct ; {n, plural, one {# essai restant} other {# essais restants}}",
  "embeddedWallet.siteError.codeExpired": "Le code a expiré ; demandez-en un nouveau",
  "embeddedWallet.siteError.codeExhausted": "Trop de codes erronés ; demandez-en un nouveau",
  "embeddedWallet.siteError.codeUsed": "Le code a déjà été utilisé ; demandez-en un nouveau",
  "embeddedWallet.siteError.sessionEnded":
    "Connectez-vous d’abord : la session est absente, expirée ou fermée",
  "embeddedWallet.siteError.noEmail":
    "Ce compte se connecte sans e-mail ; il n’y en a aucun à modifier",
  "embeddedWallet.siteError.sameEmail": "C’est déjà l’e-mail de ce compte",
  "embeddedWallet.siteError.noEmailChange":
    "Aucun changement d’e-mail n’est en cours ; saisissez le nouvel e-mail",
  "embeddedWallet.siteError.emailTaken": "Cet e-mail appartient à un autre compte",
  "embeddedWallet.siteError.noEmailStarted":
    "Saisissez d’abord votre e-mail : aucun code de connexion n’a été envoyé.",
  "embeddedWallet.siteError.deviceShareMissing":
    "Ce navigateur ne détient aucune part de clé pour ce compte sur ce site. Connectez-vous là où le compte a été créé.",
} satisfies MessageCatalogue
