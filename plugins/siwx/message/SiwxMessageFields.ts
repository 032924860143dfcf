import type { CaipNetworkId } from "../../../core"

/**
 * A sign-in message's fields (spec 3 "Sign-in message (SIWX)"), the same for every chain
 * namespace (CAIP-122): the chain is a CAIP-2 id and the times are RFC 3339 texts, kept as
 * written because a signature covers the exact text (`2021-09-30T16:25:24Z` and
 * `2021-09-30T16:25:24.000Z` are the same instant but not the same message).
 */
export interface SiwxMessageFields {
  /** The signing account, as the namespace writes it (EIP-55 checksummed for eip155). */
  readonly accountAddress: string
  /** The network the session is bound to, as a CAIP-2 id such as `eip155:1`. */
  readonly chainId: CaipNetworkId
  /** The RFC 3986 authority asking for the sign-in, e.g. `example.com` or `localhost:3000`. */
  readonly domain: string
  /** The URI scheme of the origin asking, when the message names it (e.g. `https`). */
  readonly scheme?: string
  /** The RFC 3986 URI that is the subject of the signing. */
  readonly uri: string
  /** The message format's version: always "1". */
  readonly version: "1"
  /** The relying party's random token against replay: at least 8 letters or digits. */
  readonly nonce: string
  /** A human-readable line the user agrees to (no line break). */
  readonly statement?: string
  /** URIs the user wants resolved as part of the sign-in. */
  readonly resources?: ReadonlyArray<string>
  /** A system-specific id of the sign-in request (may be empty). */
  readonly requestId?: string
  /** When the message was made (RFC 3339 date-time). */
  readonly issuedAt: string
  /** When the signed message stops being valid (RFC 3339 date-time). */
  readonly expirationTime?: string
  /** When the signed message starts being valid (RFC 3339 date-time). */
  readonly notBefore?: string
}
