import { base64urlnopad } from "@scure/base"
import { Duration } from "effect"
import type { FrameRequestPayload, FrameSuccessPayload } from "../../frame/FramePayloads"
import { FrameRequestRefusedError } from "./FrameRequestRefusedError"
import { frameUserOf, type PageAccount } from "./pageAccount"
import type { PasskeyStepKind } from "./passkeyPanel"
import { type SiteApi, SiteApiRequestError } from "./siteApi"

/*
 * The frame page's side of Sign In With Farcaster (farcaster/README.md): GET_FARCASTER_URI
 * starts a sign-in at the site, bound to a secret the frame keeps in memory (only its SHA-256
 * travels), and answers the relay's URL, which the dApp shows as a QR code or link. The site's
 * answer also holds the attempt, sealed: the frame keeps it, and CONNECT_FARCASTER asks the
 * site every second whether the visitor approved in their Farcaster app, then signs in with
 * the session it opened, as a social login does. The dApp never holds what continues it.
 */

/** The Farcaster requests of spec 7. */
type FarcasterRequest = "GET_FARCASTER_URI" | "CONNECT_FARCASTER"

/** The frame page's handlers of the Farcaster sign-in's requests. */
export type FarcasterHandlers = {
  readonly [Name in FarcasterRequest]: (
    payload: FrameRequestPayload<Name>,
  ) => Promise<FrameSuccessPayload<Name>>
}

/** How often CONNECT_FARCASTER asks the site whether the visitor approved: every second. */
export const farcasterPollInterval = Duration.seconds(1)

/**
 * How many answers in a row CONNECT_FARCASTER lets pass that say the site or its relay could
 * not answer now (no answer, 502) before it gives up with the last of them.
 */
export const farcasterTransientFailureLimit = 5

/** What the Farcaster handlers work with. */
export interface PageFarcasterOptions {
  readonly api: SiteApi
  readonly account: PageAccount
  /** The chain the frame reports (refused when it has none): GET_USER's. */
  readonly chainId: () => FrameSuccessPayload<"GET_USER">["chainId"]
  /** The passkey step the login made due, which CONNECT_FARCASTER's answer names; none by default. */
  readonly passkeyDue?: () => PasskeyStepKind | undefined
  /** Random bytes (default: the Web Crypto API's). */
  readonly randomBytes?: (length: number) => Uint8Array
  /** Waits `ms` between two asks (default a timer; tests answer at once). */
  readonly wait?: (ms: number) => Promise<void>
}

const sha256 = async (bytes: Uint8Array): Promise<Uint8Array> =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(bytes)))

/**
 * An answer that says the site or its relay could not answer now: asking again may do. Not a
 * 503 (the chain unreadable): the site read the completed channel first, which the relay then
 * closed, so asking again cannot succeed (farcaster/README.md).
 */
const isTransient = (error: unknown): boolean =>
  error instanceof SiteApiRequestError && (error.status === 0 || error.status === 502)

/** A started sign-in: the frame's secret and the site's sealed attempt. */
interface FarcasterAttempt {
  readonly secret: string
  readonly attempt: string
}

/**
 * GET_FARCASTER_URI and CONNECT_FARCASTER. One sign-in at a time: a new URI replaces the one
 * before (whose CONNECT_FARCASTER then ends, refused), and a connect's end spends it, whatever
 * its answer. CONNECT_FARCASTER waits as long as the site says pending: the site ends it when
 * the attempt expires (10 minutes).
 */
export const makeFarcasterHandlers = (options: PageFarcasterOptions): FarcasterHandlers => {
  const randomBytes =
    options.randomBytes ?? ((length: number) => crypto.getRandomValues(new Uint8Array(length)))
  const wait =
    options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const interval = Duration.toMillis(farcasterPollInterval)
  let current: FarcasterAttempt | undefined

  /** Asks until the site answers the session or refuses; pending answers and blips wait a beat. */
  const connected = async (kept: FarcasterAttempt) => {
    let failures = 0
    for (;;) {
      if (current !== kept) {
        throw new FrameRequestRefusedError({ reason: "page.error.farcasterReplaced" })
      }
      try {
        const outcome = await options.api.connectFarcaster(kept.attempt, kept.secret)
        if (outcome.state === "connected") return outcome.session
        failures = 0
      } catch (error) {
        failures += 1
        if (!isTransient(error) || failures >= farcasterTransientFailureLimit) throw error
      }
      await wait(interval)
    }
  }

  return {
    GET_FARCASTER_URI: async () => {
      const bytes = randomBytes(32)
      const binding = base64urlnopad.encode(await sha256(bytes))
      current = undefined
      const started = await options.api.startFarcaster(binding)
      current = { secret: base64urlnopad.encode(bytes), attempt: started.attempt }
      return { url: started.url }
    },
    CONNECT_FARCASTER: async () => {
      const kept = current
      if (kept === undefined) {
        throw new FrameRequestRefusedError({ reason: "page.error.noFarcasterStarted" })
      }
      let session: Awaited<ReturnType<typeof connected>>
      try {
        session = await connected(kept)
      } finally {
        if (current === kept) current = undefined
      }
      const user = frameUserOf(await options.account.connectSocial(session), options.chainId())
      const passkey = options.passkeyDue?.()
      return passkey === undefined ? user : { ...user, passkey }
    },
  }
}
