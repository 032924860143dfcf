import { randomUUID } from "node:crypto"
import { SignClient } from "@walletconnect/sign-client"
import type { CoreTypes } from "@walletconnect/types"
import { createMemoryKeyValueStorage } from "./createMemoryKeyValueStorage"
import { tolerateRepeatedSessionDelete } from "./tolerateRepeatedSessionDelete"
import { useUniqueSignClientIds } from "./uniqueSignClientIds"

/** A WalletConnect sign client (one side of a session: a dApp or a wallet). */
export type SignClientInstance = InstanceType<typeof SignClient>

/** How to build a sign client that only talks to the sandbox relay. */
export interface LocalSignClientOptions {
  /** The sandbox relay, `ws://127.0.0.1:<port>`. */
  readonly relayUrl: string
  readonly projectId: string
  /** How the client presents itself to its peer. */
  readonly metadata: CoreTypes.Metadata
  /** The pino level of WalletConnect's own logs (default "silent"). */
  readonly logLevel?: string
}

/** A sign client and the way to stop it. */
export interface LocalSignClient {
  readonly client: SignClientInstance
  /** Closes the relay connection and stops the client's timers. Safe to call twice. */
  readonly close: () => Promise<void>
}

/**
 * Starts a SignClient (`@walletconnect/sign-client` 2.21.8, pinned: the last Apache-2.0
 * release) that keeps everything on the machine: the sandbox relay, in-memory storage, no
 * telemetry and no Verify API.
 * @example
 * const { client, close } = await createLocalSignClient({ relayUrl: relay.url, projectId, metadata })
 */
export const createLocalSignClient = async (
  options: LocalSignClientOptions,
): Promise<LocalSignClient> => {
  // Core keeps one instance per storage prefix on globalThis and hands it to every later
  // client with that prefix: a dApp and a wallet in one process would share a relay
  // connection and keys. A prefix of its own gives each client its own core.
  const customStoragePrefix = `foyer-sandbox-${randomUUID()}`
  useUniqueSignClientIds()
  const client = await SignClient.init({
    relayUrl: options.relayUrl,
    projectId: options.projectId,
    metadata: options.metadata,
    logger: options.logLevel ?? "silent",
    telemetryEnabled: false,
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix,
  })
  // The Verify API (verify.walletconnect.org) attests a dApp's origin: in a browser,
  // register() loads its iframe; resolve() fetches an attestation for every proposal and
  // request unless process.env.IS_VITEST is "true", which vitest does not set. The sandbox
  // never leaves the machine: attestations are empty, as in WalletConnect's own test runs
  // (the wallet then sees validation "UNKNOWN").
  Object.assign(client.core.verify, {
    register: async () => "",
    resolve: async () => undefined,
  })
  tolerateRepeatedSessionDelete(client)
  let closed: Promise<void> | undefined
  return {
    client,
    close: () => {
      closed ??= (async () => {
        await client.core.relayer.transportClose()
        client.core.heartbeat.stop()
        const globals = globalThis as Record<string, unknown>
        delete globals[`_walletConnectCore_${customStoragePrefix}`]
        delete globals[`_walletConnectCore_${customStoragePrefix}_count`]
      })()
      return closed
    },
  }
}
