import { generateOnrampUrlAt } from "./api/operations/generateOnrampUrl"
import { getHistory } from "./api/operations/getHistory"
import {
  type SandboxApi,
  type StartSandboxApiOptions,
  startSandboxApi,
} from "./api/startSandboxApi"
import {
  type BitcoinRegtest,
  type StartBitcoinRegtestOptions,
  startBitcoinRegtest,
} from "./bitcoin/startBitcoinRegtest"
import type { Devnet } from "./devnet/startDevnet"
import { type StartDevnetsOptions, startDevnets } from "./devnet/startDevnets"
import { type OnrampPage, startOnrampPage } from "./onramp/startOnrampPage"
import { withOnrampHistory } from "./onramp/withOnrampHistory"
import { payOperationHandlers } from "./pay/payOperationHandlers"
import { type PayPage, startPayPage } from "./pay/startPayPage"
import { type Relay, startRelay } from "./relay/startRelay"
import { type SandboxSecureSite, startSandboxSecureSite } from "./secureSite/startSandboxSecureSite"
import {
  type SolanaDevnet,
  type StartSolanaDevnetOptions,
  startSolanaDevnet,
} from "./solana/startSolanaDevnet"

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

/** Where the Solana devnet answers. */
export interface SandboxSolanaDevnetUrl {
  /** "Foyer Solana Devnet". */
  readonly name: string
  /** `solana:<genesis hash prefix>`. */
  readonly caipNetworkId: string
  /**
   * Its own JSON-RPC over HTTP (the API's `/v1/?chainId=<caipNetworkId>` proxies to it), e.g.
   * @solana/kit's `createSolanaRpc(rpcUrl)`.
   */
  readonly rpcUrl: string
  /** Its PubSub over WebSocket (`createSolanaRpcSubscriptions(wsUrl)`), on the same port. */
  readonly wsUrl: string
}

/** Where the Bitcoin chain answers. */
export interface SandboxBitcoinUrl {
  /** "Foyer Bitcoin Regtest". */
  readonly name: string
  /** `bip122:0f9188f13cb7b2c71f2a335e3a4fc328` (regtest's genesis hash prefix). */
  readonly caipNetworkId: string
  /**
   * Its Esplora API (Blockstream's and mempool.space's REST API), e.g.
   * `fetch(`${esploraUrl}/address/${address}/utxo`)`; POST a signed transaction's hex to
   * `${esploraUrl}/tx`.
   */
  readonly esploraUrl: string
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
  /**
   * The onramp page, `http://127.0.0.1:<port>`: the API's `/v1/generators/onrampurl` hands out
   * `<onramp>/?destinationWallets=…` with the purchase's values as query parameters.
   */
  readonly onramp: string
  /**
   * The sandbox exchange's pay pages (pay with exchange), `http://127.0.0.1:<port>`: the API's
   * POST /v1/pay/sessions hands out `<pay>/sessions/<id>`.
   */
  readonly pay: string
  /**
   * The embedded wallet's secure site, `http://localhost:<port>` (another site than a dApp on
   * 127.0.0.1): its frame page is `<secureSite>/frame`, the embedded-wallet plugin's `secureSiteUrl`.
   */
  readonly secureSite: string
  /**
   * The mailbox of the sandbox's SMTP catcher, where the secure site's sign-in codes land:
   * `GET <mailbox>/messages?to=<email>` (loopback callers only).
   */
  readonly mailbox: string
  readonly devnets: ReadonlyArray<SandboxDevnetUrl>
  /** The Solana devnet. */
  readonly solana: SandboxSolanaDevnetUrl
  /** The Bitcoin regtest chain. */
  readonly bitcoin: SandboxBitcoinUrl
}

/**
 * A running sandbox: the two EVM devnets, the Solana devnet and the Bitcoin chain, the API
 * server in front of them, the relay and the onramp page. A devnet whose anvil dies is restarted at the same URL
 * (see `Devnet`), and `options.log` reports it.
 */
export interface Sandbox {
  readonly api: SandboxApi
  readonly devnets: readonly [Devnet, Devnet]
  /**
   * The Solana devnet (an SVM in this process): its accounts (the sandbox mnemonic's, at
   * m/44'/501'/i'/0'), its SPL token FUSD and its faucet.
   */
  readonly solana: SolanaDevnet
  /**
   * The Bitcoin regtest chain (a ledger in this process behind the Esplora API): its accounts
   * (the sandbox mnemonic's, P2WPKH at m/84'/1'/0'/0/i), its ledger and its faucet.
   */
  readonly bitcoin: BitcoinRegtest
  readonly relay: Relay
  /** The onramp page and its orders. */
  readonly onramp: OnrampPage
  /** The sandbox exchange's pay page and its payment sessions. */
  readonly pay: PayPage
  /** The embedded wallet's secure site (login server, database, mail and its mailbox). */
  readonly secureSite: SandboxSecureSite
  readonly urls: SandboxUrls
  /**
   * Stops the relay, the API server, the onramp and pay pages, the Solana devnet and the
   * Bitcoin chain, then both EVM devnets (a restart under way included); resolves once every
   * process has exited.
   */
  readonly stop: () => Promise<void>
}

/**
 * Starts the whole sandbox on 127.0.0.1: the two seeded anvil devnets, the Solana devnet and
 * the Bitcoin regtest chain (seeded from the same mnemonic, with as many accounts), the
 * sandbox API (provider API, analytics and JSON-RPC proxy on one origin, serving all four), the WalletConnect relay and the
 * onramp page (whose URL the API's onramp URL hands out, and whose purchases its history
 * lists under `onramp=coinbase`).
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
  const { now, log } = apiOptions
  const inProcess = {
    ...(accounts === undefined ? {} : { accounts }),
    ...(mnemonic === undefined ? {} : { mnemonic }),
    // Their block times follow the sandbox's clock, as the API's records do.
    ...(now === undefined ? {} : { now: () => now().getTime() }),
    ...(log === undefined ? {} : { log }),
  }
  const [started, solana, bitcoin] = await startAllDevnets(devnetOptions, inProcess, inProcess)
  /** Stops the devnets, once everything in front of them has stopped. */
  const stopDevnets = () =>
    Promise.all([started.stop(), solana.stop(), bitcoin.stop()]).then(() => undefined)
  let onramp: OnrampPage
  try {
    onramp = await startOnrampPage({
      devnets: started.devnets,
      solanaDevnets: [solana],
      ...(apiOptions.now === undefined ? {} : { now: apiOptions.now }),
    })
  } catch (error) {
    await stopDevnets()
    throw error
  }
  let pay: PayPage
  try {
    pay = await startPayPage({ devnets: started.devnets, solanaDevnets: [solana] })
  } catch (error) {
    await onramp.stop()
    await stopDevnets()
    throw error
  }
  let api: SandboxApi
  try {
    api = await startSandboxApi({
      ...apiOptions,
      devnets: started.devnets,
      solanaDevnets: [{ ...solana, tokens: [solana.token] }],
      bitcoinChains: [bitcoin],
      // The onramp's operations reach its page; handlers given by the caller still win.
      handlers: {
        generateOnrampUrl: generateOnrampUrlAt(onramp),
        getHistory: withOnrampHistory(getHistory, onramp.orders),
        // The pay operations reach the sandbox exchange's pay page.
        ...payOperationHandlers(pay),
        ...apiOptions.handlers,
      },
    })
  } catch (error) {
    await Promise.all([onramp.stop(), pay.stop()])
    await stopDevnets()
    throw error
  }
  let relay: Relay
  let secureSite: SandboxSecureSite
  try {
    ;[relay, secureSite] = await startBoth(startRelay, () =>
      startSandboxSecureSite({
        // New embedded accounts are funded on the devnets, and the frame page reads the
        // chains through the API's RPC proxy, as the kit does.
        devnets: started.devnets,
        rpcOrigins: [new URL(api.url).origin],
        ...(now === undefined ? {} : { now: () => now().getTime() }),
        ...(log === undefined ? {} : { log }),
      }),
    )
  } catch (error) {
    await Promise.all([api.stop(), onramp.stop(), pay.stop()])
    await stopDevnets()
    throw error
  }
  let stopped: Promise<void> | undefined
  return {
    api,
    devnets: started.devnets,
    solana,
    bitcoin,
    relay,
    onramp,
    pay,
    secureSite,
    urls: {
      api: api.url,
      rpc: `${api.url}/v1/`,
      analytics: api.url,
      relay: relay.url,
      onramp: onramp.url,
      pay: pay.url,
      secureSite: secureSite.url,
      mailbox: secureSite.mailboxUrl,
      devnets: started.devnets.map((devnet) => ({
        name: devnet.name,
        caipNetworkId: `eip155:${devnet.chainId}`,
        rpcUrl: devnet.rpcUrl,
      })),
      solana: {
        name: solana.name,
        caipNetworkId: solana.caipNetworkId,
        rpcUrl: solana.rpcUrl,
        wsUrl: solana.wsUrl,
      },
      bitcoin: {
        name: bitcoin.name,
        caipNetworkId: bitcoin.caipNetworkId,
        esploraUrl: bitcoin.esploraUrl,
      },
    },
    stop: () => {
      stopped ??= (async () => {
        await Promise.all([relay.stop(), secureSite.stop(), api.stop(), onramp.stop(), pay.stop()])
        await stopDevnets()
      })()
      return stopped
    },
  }
}

/**
 * Starts the EVM devnets, the Solana devnet and the Bitcoin chain side by side; when one
 * fails, stops the others before rethrowing, so a failed start leaves nothing running.
 */
const startAllDevnets = async (
  evm: StartDevnetsOptions,
  solana: StartSolanaDevnetOptions,
  bitcoin: StartBitcoinRegtestOptions,
): Promise<readonly [Awaited<ReturnType<typeof startDevnets>>, SolanaDevnet, BitcoinRegtest]> => {
  const [started, solanaStarted, bitcoinStarted] = await Promise.allSettled([
    startDevnets(evm),
    startSolanaDevnet(solana),
    startBitcoinRegtest(bitcoin),
  ])
  if (
    started.status === "fulfilled" &&
    solanaStarted.status === "fulfilled" &&
    bitcoinStarted.status === "fulfilled"
  ) {
    return [started.value, solanaStarted.value, bitcoinStarted.value]
  }
  const settled = [started, solanaStarted, bitcoinStarted] as const
  await Promise.all(
    settled.map((each) => (each.status === "fulfilled" ? each.value.stop() : undefined)),
  )
  throw settled.flatMap((each) => (each.status === "rejected" ? [each.reason] : []))[0]
}

/** Starts two parts side by side; when one fails, stops the other before rethrowing. */
const startBoth = async <A extends Stoppable, B extends Stoppable>(
  first: () => Promise<A>,
  second: () => Promise<B>,
): Promise<readonly [A, B]> => {
  const [a, b] = await Promise.allSettled([first(), second()])
  if (a.status === "fulfilled" && b.status === "fulfilled") return [a.value, b.value]
  await Promise.all(
    [a, b].map((each) => (each.status === "fulfilled" ? each.value.stop() : undefined)),
  )
  throw a.status === "rejected" ? a.reason : (b as PromiseRejectedResult).reason
}

/** A running part of the sandbox. */
interface Stoppable {
  readonly stop: () => Promise<void>
}
