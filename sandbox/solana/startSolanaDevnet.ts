import { createServer } from "node:http"
import { sha256 } from "@noble/hashes/sha2"
import { utf8ToBytes } from "@noble/hashes/utils"
import { getBase58Decoder } from "@solana/kit"
import { chainNodeEndpoint, plainText } from "../chainNodeEndpoint"
import { devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import { listen } from "../listen"
import { stopServer } from "../pages/loopbackPage"
import { answerJsonRpc } from "./answerJsonRpc"
import { makeSolanaLedger } from "./SolanaLedger"
import type { SeededSolanaDevnet } from "./seededSolanaDevnet"
import { seedSolanaDevnet } from "./seedSolanaDevnet"
import { makeSolanaSubscriptions } from "./solanaSubscriptions"

/** The devnet's display name. */
export const solanaDevnetName = "Foyer Solana Devnet"

/**
 * The devnet's genesis hash: fixed (the hash of its name), so its CAIP-2 id is the same on
 * every start, as the EVM devnets keep chain ids 31337 and 31338.
 */
export const solanaDevnetGenesisHash = getBase58Decoder().decode(
  sha256(utf8ToBytes(`${solanaDevnetName} genesis`)),
)

/** `solana:` and the genesis hash's first 32 characters (CAIP-30). */
export const solanaDevnetCaipNetworkId = `solana:${solanaDevnetGenesisHash.slice(0, 32)}` as const

/** How to start the Solana devnet. */
export interface StartSolanaDevnetOptions {
  /** The interface to listen on (default 127.0.0.1). */
  readonly host?: string
  /** The port (default 0: a free one). */
  readonly port?: number
  /** How many funded accounts to derive from the mnemonic (default 10, as anvil's). */
  readonly accounts?: number
  /** The SOL balance of each account (default 10000, as the EVM devnets' ether). */
  readonly balanceSol?: number
  /** The mnemonic of the funded accounts (default the sandbox's test mnemonic). */
  readonly mnemonic?: string
  /** The clock, in milliseconds (default Date.now): block times use it. */
  readonly now?: () => number
  /** Where a method's unexpected failure is reported (default console.error). */
  readonly log?: (message: string) => void
}

/** A running Solana devnet: an SVM in this process behind Solana's JSON-RPC. */
export interface SolanaDevnet extends SeededSolanaDevnet {
  readonly name: string
  readonly caipNetworkId: typeof solanaDevnetCaipNetworkId
  /** JSON-RPC over HTTP, e.g. `http://127.0.0.1:41234` (@solana/kit's createSolanaRpc). */
  readonly rpcUrl: string
  /** PubSub over WebSocket on the same port (@solana/kit's createSolanaRpcSubscriptions). */
  readonly wsUrl: string
  readonly port: number
  /** Closes the server and its sockets. Safe to call twice. */
  readonly stop: () => Promise<void>
}

/**
 * Starts the sandbox's Solana devnet on 127.0.0.1: litesvm (Solana's SVM) in this process,
 * seeded at genesis with funded accounts of the sandbox's test mnemonic (m/44'/501'/i'/0'),
 * the test token FUSD as an SPL token with balances for the first three, and a faucet for
 * requestAirdrop; Solana's JSON-RPC over HTTP (single calls and batches) and its PubSub over
 * WebSocket on the same port. It lives in its owner's process, so it ends when that does.
 * @example
 * const devnet = await startSolanaDevnet()
 * const rpc = createSolanaRpc(devnet.rpcUrl)
 * await rpc.getBalance(devnet.accounts[0]!.address).send()
 * await devnet.stop()
 */
export const startSolanaDevnet = async (
  options: StartSolanaDevnetOptions = {},
): Promise<SolanaDevnet> => {
  const host = options.host ?? "127.0.0.1"
  const log = options.log ?? ((message: string) => console.error(message))
  const ledger = makeSolanaLedger(options.now === undefined ? {} : { now: options.now })
  const seed = await seedSolanaDevnet(ledger, {
    mnemonic: options.mnemonic ?? devnetMnemonic,
    accounts: options.accounts ?? 10,
    balanceSol: BigInt(options.balanceSol ?? 10_000),
  })
  const devnet: SeededSolanaDevnet = { ...seed, ledger, genesisHash: solanaDevnetGenesisHash }
  const subscriptions = makeSolanaSubscriptions(devnet)

  // Any page may call the devnet, as Solana's public endpoints allow: browsers preflight its
  // JSON POSTs, with @solana/kit's solana-client header.
  const endpoint = chainNodeEndpoint({
    name: "Solana devnet",
    methods: "POST, GET, OPTIONS",
    headers: "content-type, solana-client",
    log,
  })
  const server = createServer((request, response) => {
    if (request.method === "OPTIONS") return endpoint.noContent(request, response)
    if (request.method === "GET" && request.url === "/health") {
      return endpoint.send(response, request, 200, plainText, "ok")
    }
    if (request.method !== "POST") {
      return endpoint.send(
        response,
        request,
        405,
        plainText,
        "Send Solana JSON-RPC calls with POST.\n",
      )
    }
    endpoint.withBody(request, response, (body) => {
      const answer = answerJsonRpc(body, devnet, log)
      if (answer === undefined) endpoint.noContent(request, response)
      else endpoint.send(response, request, 200, "application/json; charset=utf-8", answer)
    })
  })
  server.on("upgrade", subscriptions.upgrade)
  const port = await listen(server, host, options.port)

  const closeServer = stopServer(server)
  let stopped: Promise<void> | undefined
  return {
    ...devnet,
    name: solanaDevnetName,
    caipNetworkId: solanaDevnetCaipNetworkId,
    rpcUrl: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${port}`,
    port,
    stop: () => {
      stopped ??= subscriptions.stop().then(closeServer)
      return stopped
    },
  }
}
