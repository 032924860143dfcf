import { deferredMessenger } from "./deferredMessenger"
import type { SiwxMessenger } from "./SiwxMessenger"

/**
 * The solana namespace's messenger as the page holds it: Sign-In With Solana's writer, parser
 * and ed25519 check (with @scure/base and @noble/curves) are imported on the first sign-in
 * message on a Solana network, so a page that signs in with EVM only never loads them
 * (issue 36). A server imports `solanaMessenger` itself: its weight is no page's.
 *
 * `sameAccount` is exact equality, without the loaded one's check that the address is a
 * Solana key (that needs base58): the kit asks it only about an address parsed from a message,
 * which parsing already checked, so the answers are the same.
 * @example
 * const messengers = [eip155Messenger({ client }), deferredSolanaMessenger()]
 */
export const deferredSolanaMessenger = (): SiwxMessenger =>
  deferredMessenger({
    namespace: "solana",
    sameAccount: (a, b) => a === b,
    load: () => import("./solana/solanaMessenger").then((module) => module.solanaMessenger()),
  })
