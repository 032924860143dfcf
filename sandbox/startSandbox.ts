import {
  type SandboxApi,
  type StartSandboxApiOptions,
  startSandboxApi,
} from "./api/startSandboxApi"
import type { Devnet } from "./devnet/startDevnet"
import { type StartDevnetsOptions, startDevnets } from "./devnet/startDevnets"
import { type Relay, startRelay } from "./relay/startRelay"

/** How to start the whole sandbox. */
export interface StartSandboxOptions
  extends Omit<StartSandboxApiOptions, "devnets">,
    StartDevnetsOptions {}

/** Where one devnet answers. */
export interface SandboxDevnetUrl {
  readonly name: string
  /** `eip155:<chainId>`. */
  readonly caipNetworkId: string
  /** The devnet's own JSON-RPC endpoint (the API's `/v1/` proxies to it). */
  readonly rpcUrl: string
}

/** The URLs of a running sandbox, to configure the kit or print. */
export interface SandboxUrls {
  /** The provider API host (the kit's `apiUrl`). */
  readonly api: string
  /** The blockchain RPC host, path /v1/ (the kit adds `chainId` and `projectId`). */
  readonly rpc: string
  /** The analytics host (the kit's `analyticsUrl`). */
  readonly analytics: string
  /** The WalletConnect relay, `ws://127.0.0.1:<port>` (a WalletConnect client's `relayUrl`). */
  readonly relay: string
  readonly devnets: ReadonlyArray<SandboxDevnetUrl>
}

/**
 * A running sandbox: the two devnets, the API server in front of them and the relay. A
 * devnet whose anvil dies is restarted at the same URL (see `Devnet`), and `options.log`
 * reports it.
 */
export interface Sandbox {
  readonly api: SandboxApi
  readonly devnets: readonly [Devnet, Devnet]
  readonly relay: Relay
  readonly urls: SandboxUrls
  /**
   * Stops the relay and the API server, then both devnets (a restart under way included);
   * resolves once every process has exited.
   */
  readonly stop: () => Promise<void>
}

/**
 * Starts the whole sandbox on 127.0.0.1: the two seeded anvil devnets, the sandbox API
 * (provider API, analytics and JSON-RPC proxy on one origin) and the WalletConnect relay.
 * @example
 * const sandbox = await startSandbox({ projectId: "demo" })
 * console.log(sandbox.urls.api)
 * await sandbox.stop()
 */
export const startSandbox = async (options: StartSandboxOptions = {}): Promise<Sandbox> => {
  const { accounts, balanceEther, blockTimeSeconds, mnemonic, restartPolicy, ...apiOptions } =
    options
  const devnetOptions: StartDevnetsOptions = {
    ...(accounts === undefined ? {} : { accounts }),
    ...(balanceEther === undefined ? {} : { balanceEther }),
    ...(blockTimeSeconds === undefined ? {} : { blockTimeSeconds }),
    ...(mnemonic === undefined ? {} : { mnemonic }),
    ...(restartPolicy === undefined ? {} : { restartPolicy }),
    // Devnet restarts are reported where the API reports its own trouble.
    ...(apiOptions.log === undefined ? {} : { log: apiOptions.log }),
  }
  const started = await startDevnets(devnetOptions)
  let api: SandboxApi
  try {
    api = await startSandboxApi({ ...apiOptions, devnets: started.devnets })
  } catch (error) {
    await started.stop()
    throw error
  }
  let relay: Relay
  try {
    relay = await startRelay()
  } catch (error) {
    await api.stop()
    await started.stop()
    throw error
  }
  let stopped: Promise<void> | undefined
  return {
    api,
    devnets: started.devnets,
    relay,
    urls: {
      api: api.url,
      rpc: `${api.url}/v1/`,
      analytics: api.url,
      relay: relay.url,
      devnets: started.devnets.map((devnet) => ({
        name: devnet.name,
        caipNetworkId: `eip155:${devnet.chainId}`,
        rpcUrl: devnet.rpcUrl,
      })),
    },
    stop: () => {
      stopped ??= (async () => {
        await Promise.all([relay.stop(), api.stop()])
        await started.stop()
      })()
      return stopped
    },
  }
}
