import { createServer } from "node:http"
import { chainNodeEndpoint, plainText } from "../chainNodeEndpoint"
import { devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import { errorText } from "../errorText"
import { listen } from "../listen"
import { stopServer } from "../pages/loopbackPage"
import { parseRequestTarget } from "../parseRequestTarget"
import { answerEsplora, type EsploraAnswer, maxFaucetSatoshis } from "./answerEsplora"
import { type BitcoinLedger, makeBitcoinLedger } from "./BitcoinLedger"
import { type BitcoinSandboxAccount, deriveBitcoinAccounts } from "./bitcoinKeys"
import { scriptOfAddress } from "./bitcoinScripts"
import { regtestGenesisHash } from "./mineBlock"

/** The chain's display name. */
export const bitcoinRegtestName = "Foyer Bitcoin Regtest"

/** Regtest's CAIP-2 id: `bip122:` and its genesis block hash's first 32 characters (CAIP-4). */
export const bitcoinRegtestCaipNetworkId = `bip122:${regtestGenesisHash.slice(0, 32)}` as const

/** The content type of each kind of Esplora answer. */
const contentTypes: Readonly<Record<EsploraAnswer["type"], string>> = {
  json: "application/json",
  text: plainText,
}

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

  // Any page may call the API, as Blockstream's and mempool.space's allow.
  const endpoint = chainNodeEndpoint({
    name: "Bitcoin regtest",
    methods: "GET, POST, OPTIONS",
    headers: "content-type",
    log,
  })
  const server = createServer((request, response) => {
    if (request.method === "OPTIONS") return endpoint.noContent(request, response)
    const url = parseRequestTarget(request.url)
    if (url === undefined) {
      request.resume()
      return endpoint.send(
        response,
        request,
        400,
        plainText,
        `Invalid request target: ${request.url}`,
      )
    }
    const path = url.pathname.replace(/\/+$/, "")
    const answer = (body: string) => {
      try {
        const {
          status,
          type,
          body: answerBody,
        } = answerEsplora(ledger, request.method ?? "GET", path, body)
        endpoint.send(response, request, status, contentTypes[type], answerBody)
      } catch (error) {
        log(`sandbox: Bitcoin regtest: ${request.method} ${path} failed: ${errorText(error)}`)
        endpoint.send(response, request, 500, plainText, "Internal error")
      }
    }
    if (request.method !== "POST") return answer("")
    endpoint.withBody(request, response, answer)
  })
  const port = await listen(server, host, options.port)

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
    stop: stopServer(server),
  }
}
