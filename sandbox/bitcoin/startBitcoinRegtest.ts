import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { RequestBodyTooLargeError, readBody } from "../api/httpExchange"
import { devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import { errorText } from "../errorText"
import { listen } from "../listen"
import { answerEsplora, maxFaucetSatoshis } from "./answerEsplora"
import { type BitcoinLedger, makeBitcoinLedger } from "./BitcoinLedger"
import { type BitcoinSandboxAccount, deriveBitcoinAccounts } from "./bitcoinKeys"
import { scriptOfAddress } from "./bitcoinScripts"
import { regtestGenesisHash } from "./mineBlock"

/** The chain's display name. */
export const bitcoinRegtestName = "Foyer Bitcoin Regtest"

/** Regtest's CAIP-2 id: `bip122:` and its genesis block hash's first 32 characters (CAIP-4). */
export const bitcoinRegtestCaipNetworkId = `bip122:${regtestGenesisHash.slice(0, 32)}` as const

/** Satoshis in one bitcoin. */
const satoshisPerBitcoin = 100_000_000n

/** How to start the regtest chain. */
export interface StartBitcoinRegtestOptions {
  /** The interface to listen on (default 127.0.0.1). */
  readonly host?: string
  /** The port (default 0: a free one). */
  readonly port?: number
  /** How many funded accounts to derive from the mnemonic (default 10, as anvil's). */
  readonly accounts?: number
  /** The BTC each account is paid at genesis (default 10). */
  readonly balanceBtc?: number
  /** The mnemonic of the funded accounts (default the sandbox's test mnemonic). */
  readonly mnemonic?: string
  /** The clock, in milliseconds (default Date.now): block times follow it. */
  readonly now?: () => number
  /** Where an unexpected failure of a request is reported (default console.error). */
  readonly log?: (message: string) => void
}

/** A running regtest chain: a ledger in this process behind the Esplora API. */
export interface BitcoinRegtest {
  readonly name: string
  readonly caipNetworkId: typeof bitcoinRegtestCaipNetworkId
  /** The Esplora API's base URL, e.g. `http://127.0.0.1:41234` (GET `${esploraUrl}/address/…`). */
  readonly esploraUrl: string
  readonly port: number
  /** The funded accounts: P2WPKH of the sandbox mnemonic at m/84'/1'/0'/0/i. */
  readonly accounts: ReadonlyArray<BitcoinSandboxAccount>
  /** The chain's state: blocks, transactions, unspent outputs. */
  readonly ledger: BitcoinLedger
  /**
   * Mines a block paying `satoshis` (at most 100 BTC) to `address` (a regtest address), as
   * POST /faucet does; answers the txid. Throws for another address or amount.
   */
  readonly faucet: (address: string, satoshis: bigint) => string
  /** Closes the server and its sockets. Safe to call twice. */
  readonly stop: () => Promise<void>
}

// Any page may call the API, as Blockstream's and mempool.space's allow (the demo runs on
// another origin); Chromium's private-network preflight for loopback is granted too.
const corsHeaders = (request: IncomingMessage) => ({
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers":
    request.headers["access-control-request-headers"] ?? "content-type",
  "access-control-max-age": "86400",
  ...(request.headers["access-control-request-private-network"] === "true"
    ? { "access-control-allow-private-network": "true" }
    : {}),
})

const send = (
  response: ServerResponse,
  request: IncomingMessage,
  status: number,
  type: "json" | "text",
  body: string,
) => {
  if (response.headersSent || response.destroyed) return
  response.writeHead(status, {
    ...corsHeaders(request),
    "content-type": type === "json" ? "application/json" : "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  })
  response.end(body)
}

/**
 * Starts the sandbox's Bitcoin chain on 127.0.0.1: a regtest ledger in this process (regtest's
 * genesis, then a block paying each account of the sandbox mnemonic, P2WPKH at
 * m/84'/1'/0'/0/i, its balance) behind the Esplora API. A signed transaction POSTed to /tx is
 * checked (its inputs exist and are unspent, their P2WPKH signatures verify, its outputs do not
 * pay more than its inputs hold) and mined at once in a block of its own. It lives in its
 * owner's process, so it ends when that does.
 * @example
 * const chain = await startBitcoinRegtest()
 * await fetch(`${chain.esploraUrl}/address/${chain.accounts[0]!.address}/utxo`)
 * await chain.stop()
 */
export const startBitcoinRegtest = async (
  options: StartBitcoinRegtestOptions = {},
): Promise<BitcoinRegtest> => {
  const host = options.host ?? "127.0.0.1"
  const log = options.log ?? ((message: string) => console.error(message))
  const ledger = makeBitcoinLedger(options.now === undefined ? {} : { now: options.now })
  const accounts = deriveBitcoinAccounts(options.accounts ?? 10, options.mnemonic ?? devnetMnemonic)
  const balance = BigInt(Math.round((options.balanceBtc ?? 10) * Number(satoshisPerBitcoin)))
  ledger.mint(
    accounts.map((account) => ({ value: balance, script: scriptOfAddress(account.address)! })),
  )

  const server = createServer((request, response) => {
    if (request.method === "OPTIONS") {
      response.writeHead(204, corsHeaders(request))
      response.end()
      return
    }
    const path = new URL(request.url ?? "/", "http://sandbox").pathname.replace(/\/+$/, "")
    const answer = (body: string) => {
      try {
        const {
          status,
          type,
          body: answerBody,
        } = answerEsplora(ledger, request.method ?? "GET", path, body)
        send(response, request, status, type, answerBody)
      } catch (error) {
        log(`sandbox: Bitcoin regtest: ${request.method} ${path} failed: ${errorText(error)}`)
        send(response, request, 500, "text", "Internal error")
      }
    }
    if (request.method !== "POST") return answer("")
    readBody(request).then(answer, (error: unknown) => {
      if (error instanceof RequestBodyTooLargeError) {
        send(response, request, 413, "text", `${error.message}\n`)
      } else {
        // The client went away mid-body: nobody waits for an answer.
        log(`sandbox: Bitcoin regtest: a request broke off: ${errorText(error)}`)
      }
    })
  })
  const port = await listen(server, host, options.port)

  let stopped: Promise<void> | undefined
  return {
    name: bitcoinRegtestName,
    caipNetworkId: bitcoinRegtestCaipNetworkId,
    esploraUrl: `http://${host}:${port}`,
    port,
    accounts,
    ledger,
    faucet: (address, satoshis) => {
      const script = scriptOfAddress(address)
      if (script === undefined) throw new Error(`Not a regtest address: ${address}`)
      if (satoshis < 1n || satoshis > maxFaucetSatoshis) {
        throw new Error(`The faucet pays 1 to ${maxFaucetSatoshis} satoshis, not ${satoshis}`)
      }
      return ledger.mint([{ value: satoshis, script }])
    },
    stop: () => {
      stopped ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)))
        server.closeAllConnections()
      })
      return stopped
    },
  }
}
