import { Effect, Scope, Semaphore } from "effect"
import {
  type FoyerConfig,
  KitError,
  type NetworksShape,
  rpcUrl,
  sdkType,
  sdkVersion,
} from "../../../core"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import { type FrameClient, makeFrameClient } from "../frame/FrameClient"
import type { FrameHost } from "../frame/FrameHost"
import type { FrameRequestPayload } from "../frame/FramePayloads"
import type { FrameTimeoutError } from "../frame/FrameTimeoutError"

/** What the secure frame is made with: the kit's facts, and what to do when it times out. */
export interface SecureFrameEnvironment {
  readonly secureSiteUrl: string
  readonly config: FoyerConfig
  readonly networks: NetworksShape
  /** The kit's scope: the frame lives until the kit is disposed. */
  readonly scope: Scope.Scope
  /** Shows spec 8's alert for a timeout (APKT003, APKT004). */
  readonly alert: (error: FrameTimeoutError) => Effect.Effect<void>
  /** The page the frame goes into (read when it is made); the browser's when undefined. */
  readonly host: () => FrameHost | undefined
  /** The kit's language now, which the frame's own panels speak (read when it is made). */
  readonly locale: () => string
}

/** The one secure frame of a kit, made when first needed. */
export interface SecureFrame {
  /** The frame client, made now if there is none (or the last one failed to load). */
  readonly client: Effect.Effect<FrameClient, EmbeddedWalletError>
  /** The frame client if one was made, without making one. */
  readonly current: () => FrameClient | undefined
}

/**
 * SYNC_DAPP_DATA's payload (spec 2, 7): the project, the kit's SDK and the dApp's metadata, and
 * the kit's language (`locale`), which the frame's own panels speak.
 */
export const dappDataOf = (
  config: FoyerConfig,
  locale: string,
): FrameRequestPayload<"SYNC_DAPP_DATA"> => ({
  projectId: config.projectId,
  sdkVersion,
  sdkType,
  ...(config.metadata === undefined ? {} : { metadata: config.metadata }),
  locale,
})

/** The coded alert text of a frame timeout: the code's meaning (spec 8). */
export const frameTimeoutText = (error: FrameTimeoutError): string =>
  new KitError({ code: error.code }).message

/**
 * The kit's secure frame, made lazily (the Quiet rule: nothing is loaded before a login or a
 * stored session asks for it) in the kit's scope. Its URL carries spec 7's query: the
 * project, the active network's chain id, the kit's version, no logger, and the provider's
 * RPC URL for that chain, through which the frame's wallet reads it. A frame that failed to
 * load is dropped and the next request makes a new one.
 */
export const makeSecureFrame = (environment: SecureFrameEnvironment): SecureFrame => {
  const { config, networks } = environment
  const lock = Semaphore.makeUnsafe(1)
  let made: FrameClient | undefined

  const make = Effect.gen(function* () {
    const network = yield* networks.active
    const host = environment.host()
    return yield* makeFrameClient({
      frameUrl: environment.secureSiteUrl,
      query: {
        projectId: config.projectId,
        chainId: network.id,
        version: sdkVersion,
        enableLogger: false,
        rpcUrl: rpcUrl({
          rpcHost: config.endpoints.rpcUrl,
          chainId: network.caipNetworkId,
          projectId: config.projectId,
        }),
      },
      dappData: dappDataOf(config, environment.locale()),
      onTimeout: environment.alert,
      ...(host === undefined ? {} : { host }),
    }).pipe(
      Scope.provide(environment.scope),
      Effect.mapError((cause) => new EmbeddedWalletError({ message: cause.message, cause })),
    )
  })

  const client = lock.withPermits(1)(
    Effect.gen(function* () {
      if (made !== undefined) {
        const status = yield* made.status
        if (status !== "load-failed" && status !== "disposed") return made
        yield* made.dispose
        made = undefined
      }
      const fresh = yield* make
      made = fresh
      return fresh
    }),
  )
  return { client, current: () => made }
}
