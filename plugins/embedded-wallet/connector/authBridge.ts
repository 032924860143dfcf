import type { Effect } from "effect"
import type { ConnectorEnvironment, FoyerConfig, SocialProvider } from "../../../core"
import type { EmbeddedWalletError } from "../EmbeddedWalletError"
import type { FrameRequestName } from "../frame/FrameEvent"
import type { FrameHost } from "../frame/FrameHost"
import type { FrameRequestPayload, FrameSuccessPayload, FrameUser } from "../frame/FramePayloads"

/**
 * What the AUTH connector and its provider use of the embedded wallet's service: the kernel
 * makes connectors before the plugins' layers and hands them no services, so the service's
 * layer, once built, lends them this.
 */
export interface AuthBackend {
  /** Asks the secure frame, making it first when there is none yet. */
  readonly request: <Name extends FrameRequestName>(
    name: Name,
    payload: FrameRequestPayload<Name>,
  ) => Effect.Effect<FrameSuccessPayload<Name>, EmbeddedWalletError>
  /** Signs out in the frame, waiting at most 3 s (spec 4); nothing when no frame was made. */
  readonly signOut: Effect.Effect<void>
  /**
   * Runs `work` (a not-safe wallet request sent to the frame) while the ApproveTransaction
   * view shows it, then leaves the view; the visitor leaving it first is a user rejection.
   */
  readonly approve: <A>(
    method: string,
    work: Effect.Effect<A, EmbeddedWalletError>,
  ) => Effect.Effect<A, EmbeddedWalletError>
  /**
   * How the signed-in visitor signed in: "email", or the social provider the service stored
   * before it connected (spec 3's connected social, kept over a reload). The account shows it
   * as its `socialProvider`.
   */
  readonly signInMethod: Effect.Effect<"email" | SocialProvider>
  /** A connect or restore gave `user`: its email becomes the signed-in one. */
  readonly signedIn: (user: FrameUser) => Effect.Effect<void>
  /** The session ended (disconnect, a failed check): spec 4's keys are cleared. */
  readonly signedOut: Effect.Effect<void>
  /** The active network's chain reference (the frame's chain when it has none). */
  readonly activeChainId: Effect.Effect<number | string>
  /** Runs `effect` in the kit's scope from a plain callback (the provider's promises). */
  readonly runPromise: <A, E>(effect: Effect.Effect<A, E>) => Promise<A>
}

/** The environment key a test passes its stand-in page under (see {@link FrameHost}). */
export const frameHostEnvironmentKey = "embeddedWalletFrameHost"

/** One kit's meeting point of its AUTH connector and its embedded-wallet layer. */
export interface AuthBridge {
  /** The page facts the kernel gave the connectors (a test's frame host among them). */
  environment: ConnectorEnvironment | undefined
  /** The service's side, once its layer is built; undefined after the kit is disposed. */
  backend: AuthBackend | undefined
}

// Keyed by the kit's decoded configuration: one object per kit, handed both to the connector
// factories and to the plugins' layers (KernelConfig), and gone with the kit.
const bridges = new WeakMap<FoyerConfig, AuthBridge>()

/** The bridge of the kit whose configuration is `config`. */
export const authBridgeOf = (config: FoyerConfig): AuthBridge => {
  const known = bridges.get(config)
  if (known !== undefined) return known
  const made: AuthBridge = { environment: undefined, backend: undefined }
  bridges.set(config, made)
  return made
}

/** The frame host a test gave the kit, if any. */
export const frameHostOf = (bridge: AuthBridge): FrameHost | undefined => {
  const host = bridge.environment?.[frameHostEnvironmentKey]
  return isFrameHost(host) ? host : undefined
}

const isFrameHost = (value: unknown): value is FrameHost =>
  typeof value === "object" &&
  value !== null &&
  "mount" in value &&
  typeof value.mount === "function" &&
  "onMessage" in value &&
  typeof value.onMessage === "function"
