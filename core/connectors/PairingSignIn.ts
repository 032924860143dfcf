import type { Effect } from "effect"

/**
 * A sign-in the wallet is asked for while pairing (WalletConnect one-click auth, CAIP-122): the
 * message's fields the kit chooses; the wallet adds its account, chain and issue time.
 */
export interface PairingSignInRequest {
  /** The page's authority (RFC 3986), e.g. "app.example". */
  readonly domain: string
  /** The page's URL. */
  readonly uri: string
  readonly nonce: string
  readonly statement?: string
  /** When the sign-in ends (ISO 8601). */
  readonly expirationTime?: string
  readonly notBefore?: string
  readonly requestId?: string
  readonly resources?: ReadonlyArray<string>
}

/** A sign-in message the wallet signed while pairing. */
export interface PairingSignedMessage {
  /** The exact text signed (the CAIP-122 message of the wallet's CACAO). */
  readonly message: string
  readonly signature: string
  /** The network it was signed for (CAIP-2) and the account that signed. */
  readonly caipNetworkId: string
  readonly address: string
}

/**
 * Sign-in during pairing (spec 5: "WalletConnect sign-in is used only when all requested chains
 * are eip155"): `request` gives the message fields for the chains the pairing asks for, or
 * undefined to pair without; `accept` gets what the wallet signed once the session is approved
 * (a wallet without one-click auth signs nothing: `accept` is not called).
 */
export interface PairingSignIn<R = never> {
  readonly request: (
    chains: ReadonlyArray<string>,
  ) => Effect.Effect<PairingSignInRequest | undefined, never, R>
  readonly accept: (signed: ReadonlyArray<PairingSignedMessage>) => Effect.Effect<void, never, R>
}
