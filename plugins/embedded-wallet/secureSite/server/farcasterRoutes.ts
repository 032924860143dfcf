import type { IncomingMessage } from "node:http"
import type { AppClient } from "@farcaster/auth-client"
import { makeFarcasterSignInRepository } from "../db/FarcasterSignInRepository"
import { makeIdentityRepository } from "../db/IdentityRepository"
import { makeRateLimitRepository } from "../db/RateLimitRepository"
import type { SecureSiteDatabase } from "../db/SecureSiteDatabase"
import {
  type FarcasterAuthClient,
  type FarcasterLoginRoutes,
  type FarcasterStartLimit,
  makeFarcasterLoginRoutes,
} from "../farcaster/farcasterLoginRoutes"
import type { SiteSessions } from "../sessions/siteSessions"
import { checkKey } from "../social/sealedValue"

/** Sign In With Farcaster on the secure site (farcaster/README.md). */
export interface SecureSiteFarcasterLogin {
  /**
   * The Farcaster auth relay the site opens its sign-in channels at, e.g.
   * `https://relay.farcaster.xyz` (the sandbox runs a stand-in).
   */
  readonly relayUrl: string
  /**
   * A JSON-RPC URL of OP Mainnet (an Optimism RPC; the sandbox's devnet with stand-in
   * registries): the fid's custody address is read from its IdRegistry there.
   */
  readonly rpcUrl: string
  /**
   * 32 random bytes sealing the sign-in attempts the frame holds (AES-256-GCM), the same in
   * every site process. Default: the social login's `sealKey`; one of them is required.
   */
  readonly sealKey?: Uint8Array
  /**
   * The site's public origin, as browsers reach it (`https://secure.example`): the message's
   * domain is its host. A function gets the server's own URL. Default: that URL.
   */
  readonly siteOrigin?: string | ((serverUrl: string) => string)
  /**
   * Whether a message signed by one of the fid's auth addresses (KeyRegistry) is accepted
   * beside its custody address's. Default false (farcaster/README.md).
   */
  readonly acceptAuthAddress?: boolean
  /** How many sign-ins one client address may start a minute (default 10). */
  readonly startLimit?: FarcasterStartLimit
  /** The chain reads of a fid's keys, instead of `rpcUrl`'s (tests: no chain). */
  readonly ethereum?: AppClient["ethereum"]
}

/**
 * The seal key `farcaster` runs with: its own, else `socialSealKey`. Throws (RangeError) when
 * there is none, or it is not 32 bytes.
 */
export const farcasterSealKey = (
  farcaster: SecureSiteFarcasterLogin,
  socialSealKey: Uint8Array | undefined,
): Uint8Array => {
  const key = farcaster.sealKey ?? socialSealKey
  if (key === undefined) {
    throw new RangeError("Farcaster sign-in needs a seal key: give farcasterLogin.sealKey.")
  }
  checkKey(key)
  return key
}

/**
 * The app client of `@farcaster/auth-client` (an optional peer, loaded only here) on the
 * relay and the chain reads of `farcaster`. Rejects with what to install when it is missing.
 */
export const loadFarcasterClient = async (
  farcaster: SecureSiteFarcasterLogin,
): Promise<FarcasterAuthClient> => {
  let authClient: typeof import("@farcaster/auth-client")
  try {
    authClient = await import("@farcaster/auth-client")
  } catch (cause) {
    throw new Error(
      "Farcaster sign-in needs the optional peer @farcaster/auth-client: npm install @farcaster/auth-client",
      { cause },
    )
  }
  return authClient.createAppClient({
    relay: farcaster.relayUrl.replace(/\/+$/, ""),
    ethereum: farcaster.ethereum ?? authClient.viemConnector({ rpcUrl: farcaster.rpcUrl }),
  })
}

/** What the site's server gives its Farcaster routes. */
export interface FarcasterRoutesContext {
  readonly client: FarcasterAuthClient
  readonly sealKey: Uint8Array
  readonly database: SecureSiteDatabase
  readonly sessions: SiteSessions
  readonly now: () => number
  readonly serverUrl: string
  readonly clientAddress: (request: IncomingMessage) => string | undefined
  readonly log: (message: string) => void
}

/** The site's public origin for `farcaster`: as given, or the server's URL. */
export const farcasterSiteOrigin = (
  farcaster: SecureSiteFarcasterLogin,
  serverUrl: string,
): string =>
  typeof farcaster.siteOrigin === "function"
    ? farcaster.siteOrigin(serverUrl)
    : (farcaster.siteOrigin ?? serverUrl)

/** The Farcaster sign-in's routes on the site's database, once the server listens (its URL known). */
export const makeSiteFarcasterRoutes = (
  farcaster: SecureSiteFarcasterLogin,
  context: FarcasterRoutesContext,
): FarcasterLoginRoutes =>
  makeFarcasterLoginRoutes({
    client: context.client,
    identities: makeIdentityRepository(context.database),
    signIns: makeFarcasterSignInRepository(context.database),
    sessions: context.sessions,
    rateLimits: makeRateLimitRepository(context.database),
    sealKey: context.sealKey,
    siteOrigin: farcasterSiteOrigin(farcaster, context.serverUrl),
    now: context.now,
    clientAddressOf: (request) => context.clientAddress(request) ?? "",
    log: context.log,
    ...(farcaster.acceptAuthAddress === undefined
      ? {}
      : { acceptAuthAddress: farcaster.acceptAuthAddress }),
    ...(farcaster.startLimit === undefined ? {} : { startLimit: farcaster.startLimit }),
  })
