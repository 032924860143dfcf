import type { SiwxPage } from "./SiwxFlowShape"

/**
 * The page the kit runs in, as a sign-in message names it: `location.host` is the message's
 * domain and `location.href` its URI; none outside a browser.
 * @example
 * const page = signInPage() // { host: "dapp.example", href: "https://dapp.example/app" }
 */
export const signInPage = (): SiwxPage | undefined =>
  typeof location === "undefined" ? undefined : { host: location.host, href: location.href }
