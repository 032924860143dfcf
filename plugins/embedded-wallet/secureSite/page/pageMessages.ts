/**
 * The frame page's English texts, by id (to be merged into the plugin's catalogue). The spec's
 * texts are word for word: 'Unverified Domain' (spec 8, APKT005), 'User rejected the request',
 * 'Requested RPC call is not allowed' (spec 6), 'Not connected to email or social', 'Unsupported
 * chain', 'Request was aborted for RPC' and 'An error occurred' (spec 8). The others are ours
 * and end with a period where they are sentences.
 */
export const pageMessagesEn = {
  "page.unverifiedDomain": "Unverified Domain",
  "page.unverifiedDomainDetail": "This page answers only the sites allowed to embed it.",
  "page.approve.signMessage": "Sign message",
  "page.approve.signTypedData": "Sign typed data",
  "page.approve.sendTransaction": "Send transaction",
  "page.approve.message": "Message",
  "page.approve.domain": "Domain",
  "page.approve.primaryType": "Primary type",
  "page.approve.to": "To",
  "page.approve.value": "Value (ether)",
  "page.approve.data": "Data",
  "page.approve.dataBytes": "{n} bytes",
  "page.approve.approve": "Approve",
  "page.approve.reject": "Reject",
  "page.passkey.enrolTitle": "Protect your wallet with a passkey",
  "page.passkey.enrolDetail":
    "With a passkey, you can open this wallet in another browser or on another device after you sign in.",
  "page.passkey.create": "Create passkey",
  "page.passkey.notNow": "Not now",
  "page.passkey.recoverTitle": "Use your passkey to open your wallet on this browser",
  "page.passkey.recoverDetail":
    "This browser does not hold your wallet yet. The passkey you created for it unlocks it here.",
  "page.passkey.use": "Use passkey",
  "page.passkey.cancel": "Cancel",
  "page.passkey.unsupported":
    "This browser or passkey cannot protect your wallet. Your wallet stays on this browser.",
  "page.passkey.failed": "No passkey was created. Your wallet stays on this browser.",
  "page.passkey.continue": "Continue",
  "page.error.userRejected": "User rejected the request",
  "page.error.rpcNotAllowed": "Requested RPC call is not allowed",
  "page.error.notConnected": "Not connected to email or social",
  "page.error.unsupportedChain": "Unsupported chain",
  "page.error.rpcAborted": "Request was aborted for RPC",
  "page.error.frameError": "An error occurred",
  "page.error.invalidPayload": "The request's payload is not valid.",
  "page.error.notSupported": "The secure site does not support this request yet.",
  "page.error.noEmailStarted": "Enter your email first: no login code was sent.",
  "page.error.unknownSocialProvider": "Unknown social provider",
  "page.error.noSocialStarted": "Start the social login first: this frame made no sign-in link.",
  "page.error.invalidSocialResult": "The social login's result is not from this secure site.",
  "page.error.noFarcasterStarted":
    "Start the Farcaster sign-in first: this frame made no sign-in link.",
  "page.error.farcasterReplaced": "A newer Farcaster sign-in replaced this one.",
  "page.error.deviceShareMissing":
    "This browser holds no key share for this account on this site. Sign in where the account was created.",
  "page.error.wrongAccount": "The request names another account than this wallet's.",
  "page.error.wrongChain": "The request names another chain than the wallet's.",
  "page.error.invalidParams": "The request's parameters are not valid.",
} as const

/** The id of one of the frame page's texts. */
export type PageMessageId = keyof typeof pageMessagesEn

/** A catalogue of the frame page's texts in one language. */
export type PageMessages = { readonly [Id in PageMessageId]: string }

/** The text of `id` in `messages`, `{name}` placeholders filled from `values`. */
export const framePageText = (
  messages: PageMessages,
  id: PageMessageId,
  values: Readonly<Record<string, string | number>> = {},
): string =>
  messages[id].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
