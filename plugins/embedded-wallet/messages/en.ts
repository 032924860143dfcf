import type { MessageCatalogue } from "../../../core"

/**
 * The embedded wallet's English catalogue: the texts of its email and social login, of its
 * views and of its secure frame. The spec's texts (points 5, 8) are word for word; the
 * frame-not-set texts and the views' own texts (`embeddedWallet.*`) are ours. The invalid-email
 * text ('Please enter a valid email address') is the kernel's (`error.invalidEmail`). The
 * plugin's factory registers this catalogue.
 */
export const en = {
  // Login (spec 5)
  "error.emailCooldown": "Please try again after {n} seconds",
  "error.untrustedOrigin": "Untrusted Origin",
  // The secure frame (spec 8)
  "error.frameError": "An error occurred",
  "error.rpcAborted": "Request was aborted for RPC",
  "error.emailLoginDependencyFailed": "Unable to load email login dependency",
  // Thrown or internal (spec 8 "frame or parent not set": ours)
  "error.frameNotSet": "The secure frame is not set.",
  "error.frameParentNotSet": "The secure frame's parent is not set.",
  // The AUTH connector's name (spec 3 connector type AUTH)
  "embeddedWallet.connectorName": "Email",
  // The Connect view's email section
  "embeddedWallet.email.heading": "Or continue with email",
  "embeddedWallet.email.field": "Email",
  "embeddedWallet.email.continue": "Continue",
  // EmailLogin (spec 4: the one-time-code step, or the device's approval)
  "embeddedWallet.emailLogin.title": "Confirm Email",
  "embeddedWallet.emailLogin.codeSent": "Enter the code sent to {email}.",
  "embeddedWallet.emailLogin.codeSentToYou": "Enter the code sent to your email.",
  "embeddedWallet.emailLogin.code": "One-time code",
  "embeddedWallet.emailLogin.codeMissing": "Enter the code from the email.",
  "embeddedWallet.emailLogin.continue": "Continue",
  "embeddedWallet.emailLogin.resend": "Resend code",
  "embeddedWallet.emailLogin.resent": "A new code was sent to {email}.",
  "embeddedWallet.emailLogin.approveDevice":
    "Approve this device from the email sent to {email}, then come back here.",
  // ApproveTransaction (spec 2): the secure frame covers the view and shows the request
  "embeddedWallet.approve.title": "Approve Transaction",
  "embeddedWallet.approve.instructions": "Approve the request in the secure window.",
  "embeddedWallet.approve.method": "Request: {method}",
  // Issue 37's passkey step: the secure frame asks in its own panel, over the view's body
  "embeddedWallet.passkey.frameTitle": "Wallet passkey",
  "embeddedWallet.passkey.instructions":
    "Continue in the secure window to set up or use your passkey.",
  // The Connect view's social section and ConnectingSocial (spec 2, 4): the provider's name is data
  "embeddedWallet.social.heading": "Or continue with a social account",
  "embeddedWallet.social.continueWith": "Continue with {provider}",
  "embeddedWallet.social.title": "Social Login",
  "embeddedWallet.social.waiting": "Sign in with {provider} in the window that opened.",
  "embeddedWallet.social.connecting": "Connecting your {provider} account…",
  "embeddedWallet.social.tryAgain": "Try again",
  // ConnectingFarcaster (spec 2, 4): the sign-in address as a QR code and a link for the Farcaster app
  "embeddedWallet.farcaster.title": "Sign in with Farcaster",
  "embeddedWallet.farcaster.loading": "Getting your Farcaster sign-in link…",
  "embeddedWallet.farcaster.qrCode": "QR code to sign in with Farcaster",
  "embeddedWallet.farcaster.scan": "Scan this QR code with your phone's Farcaster app.",
  "embeddedWallet.farcaster.waiting": "Waiting for you to approve the sign-in in Farcaster…",
  "embeddedWallet.farcaster.copyLink": "Copy link",
  "embeddedWallet.farcaster.linkCopied": "Link copied",
  "embeddedWallet.farcaster.copyLinkFailed": "Could not copy the link",
  "embeddedWallet.farcaster.open": "Open in Farcaster",
  "embeddedWallet.farcaster.connecting": "Connecting your Farcaster account…",
  "embeddedWallet.farcaster.tryAgain": "Try again",
  // UpdateEmailWallet (spec 2, 4): the new email, the code to the current email, then the new one's
  "embeddedWallet.updateEmail.action": "Change email",
  "embeddedWallet.updateEmail.title": "Change Email",
  "embeddedWallet.updateEmail.current": "Your email is {email}.",
  "embeddedWallet.updateEmail.newEmail": "New email",
  "embeddedWallet.updateEmail.primaryCodeSent":
    "To confirm it is you, enter the code sent to {email}.",
  "embeddedWallet.updateEmail.primaryCodeSentToYou":
    "To confirm it is you, enter the code sent to your current email.",
  "embeddedWallet.updateEmail.secondaryCodeSent":
    "Enter the code sent to {email} to confirm your new email.",
  "embeddedWallet.updateEmail.done": "Your email is now {email}.",
  "embeddedWallet.updateEmail.finish": "Done",
  // The secure site's refusals, by the reason its error reply carries (the reply's own text is
  // English, for the dApp): the login views word them in the visitor's language
  "embeddedWallet.siteError.rateLimited":
    "Too many requests; please try again after {n, plural, one {# second} other {# seconds}}",
  "embeddedWallet.siteError.mailFailed": "The email could not be sent; please try again",
  "embeddedWallet.siteError.noCode": "No code was sent; ask for a new one",
  "embeddedWallet.siteError.wrongCode":
    "The code is not correct; {n, plural, one {# attempt} other {# attempts}} left",
  "embeddedWallet.siteError.codeExpired": "The code has expired; ask for a new one",
  "embeddedWallet.siteError.codeExhausted": "Too many wrong codes; ask for a new one",
  "embeddedWallet.siteError.codeUsed": "The code was used already; ask for a new one",
  "embeddedWallet.siteError.sessionEnded":
    "Sign in first: the session is missing, expired or signed out",
  "embeddedWallet.siteError.noEmail":
    "This account signs in without an email; there is none to change",
  "embeddedWallet.siteError.sameEmail": "This is the account's email already",
  "embeddedWallet.siteError.noEmailChange": "No email change is under way; enter the new email",
  "embeddedWallet.siteError.emailTaken": "This email belongs to another account",
  "embeddedWallet.siteError.noEmailStarted": "Enter your email first: no login code was sent.",
  "embeddedWallet.siteError.deviceShareMissing":
    "This browser holds no key share for this account on this site. Sign in where the account was created.",
} as const satisfies MessageCatalogue

/** The id of one of the embedded wallet's messages. */
export type EmbeddedWalletMessageId = keyof typeof en
