// The regtest chain's Esplora API: each request (method, path, body) answered from the ledger,
// with Esplora's statuses and texts ("Invalid Bitcoin address", "Transaction not found", a
// refused transaction's "sendrawtransaction RPC error: …"), so a wallet or library written
// against Blockstream's or mempool.space's API works against the sandbox unchanged.
import { bytesToHex, hexToBytes } from "@noble/hashes/utils"
import type { BitcoinLedger } from "./BitcoinLedger"
import { BitcoinTransactionRefusedError } from "./BitcoinTransactionRefusedError"
import { scriptOfAddress } from "./bitcoinScripts"
import { esploraAddress, esploraStatus, esploraTransaction, esploraUtxo } from "./esploraJson"

/** An answer of the API: a status and a JSON or plain-text body. */
export interface EsploraAnswer {
  readonly status: number
  readonly type: "json" | "text"
  readonly body: string
}

/** What the faucet pays at most in one request: 100 BTC, in satoshis. */
export const maxFaucetSatoshis = 100n * 100_000_000n

/** How many confirmed transactions one page of an address's history holds (Esplora's 25). */
export const esploraPageSize = 25

/**
 * The fee rates GET /fee-estimates answers (sat/vB by confirmation target, Esplora's targets):
 * regtest has no fee market, so every target gets the minimum relay fee.
 */
export const regtestFeeEstimates: Readonly<Record<string, number>> = Object.fromEntries(
  [...Array.from({ length: 25 }, (_, index) => index + 1), 144, 504, 1008].map((target) => [
    String(target),
    1,
  ]),
)

const json = (value: unknown, status = 200): EsploraAnswer => ({
  status,
  type: "json",
  body: JSON.stringify(value),
})
const text = (body: string, status = 200): EsploraAnswer => ({ status, type: "text", body })

const txidPattern = /^[0-9a-fA-F]{64}$/

/** Why a faucet request is refused, or the address and amount it asks for. */
const readFaucetRequest = (
  body: string,
): { readonly address: string; readonly satoshis: bigint } | string => {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return 'Send JSON: {"address": "bcrt1…", "satoshis": 100000000}'
  }
  if (typeof value !== "object" || value === null) return "Expected a JSON object"
  const { address, satoshis } = value as Record<string, unknown>
  if (typeof address !== "string") return '"address" must be a string'
  if (typeof satoshis !== "number" || !Number.isSafeInteger(satoshis) || satoshis < 1) {
    return '"satoshis" must be a whole number of satoshis, at least 1'
  }
  if (BigInt(satoshis) > maxFaucetSatoshis) {
    return `"satoshis" may be at most ${maxFaucetSatoshis} (100 BTC) per request`
  }
  return { address, satoshis: BigInt(satoshis) }
}

const answerAddress = (ledger: BitcoinLedger, address: string, rest: string): EsploraAnswer => {
  const script = scriptOfAddress(address)
  if (script === undefined) return text("Invalid Bitcoin address", 400)
  const scriptHex = bytesToHex(script)
  if (rest === "") return json(esploraAddress(ledger, address, scriptHex))
  if (rest === "/utxo") return json(ledger.unspentOf(scriptHex).map(esploraUtxo))
  if (rest === "/txs/mempool") return json([])
  const newestFirst = [...ledger.historyOf(scriptHex)].reverse()
  if (rest === "/txs" || rest === "/txs/chain") {
    return json(newestFirst.slice(0, esploraPageSize).map(esploraTransaction))
  }
  const after = /^\/txs\/chain\/([0-9a-fA-F]{64})$/.exec(rest)?.[1]?.toLowerCase()
  if (after === undefined) return text("Not found", 404)
  const index = newestFirst.findIndex((transaction) => transaction.txid === after)
  if (index === -1) return text(`Transaction ${after} is not in this address's history`, 400)
  return json(newestFirst.slice(index + 1, index + 1 + esploraPageSize).map(esploraTransaction))
}

const answerTransaction = (ledger: BitcoinLedger, txid: string, rest: string): EsploraAnswer => {
  const transaction = ledger.transaction(txid.toLowerCase())
  if (transaction === undefined) return text("Transaction not found", 404)
  switch (rest) {
    case "":
      return json(esploraTransaction(transaction))
    case "/status":
      return json(esploraStatus(transaction.block))
    case "/hex":
      return text(bytesToHex(transaction.raw))
    case "/outspends":
      return json(
        transaction.outputs.map((_, vout) => {
          const spender = ledger.spenderOf(transaction.txid, vout)
          return spender === undefined
            ? { spent: false }
            : {
                spent: true,
                txid: spender.txid,
                vin: spender.vin,
                status: esploraStatus(spender.block),
              }
        }),
      )
    default:
      return text("Not found", 404)
  }
}

const submit = (ledger: BitcoinLedger, body: string): EsploraAnswer => {
  const hex = body.trim()
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) {
    return text(
      new BitcoinTransactionRefusedError(-22, "TX decode failed (the body is not hex)").esploraText,
      400,
    )
  }
  try {
    return text(ledger.send(hexToBytes(hex)))
  } catch (error) {
    if (error instanceof BitcoinTransactionRefusedError) return text(error.esploraText, 400)
    throw error
  }
}

/**
 * Answers one request of the Esplora API from the ledger:
 * GET /blocks/tip/height, /blocks/tip/hash, /block-height/:height, /fee-estimates,
 * /address/:address (with /utxo, /txs, /txs/chain[/:last_seen_txid], /txs/mempool),
 * /tx/:txid (with /status, /hex, /outspends); POST /tx (a raw transaction in hex: its txid, or
 * a 400 saying why it was refused) and POST /faucet (the sandbox's own:
 * `{"address", "satoshis"}` mines a block paying the address, answering its txid).
 */
export const answerEsplora = (
  ledger: BitcoinLedger,
  method: string,
  path: string,
  body: string,
): EsploraAnswer => {
  if (method === "POST") {
    if (path === "/tx") return submit(ledger, body)
    if (path === "/faucet") {
      const request = readFaucetRequest(body)
      if (typeof request === "string") return text(request, 400)
      const script = scriptOfAddress(request.address)
      if (script === undefined) return text("Invalid Bitcoin address", 400)
      return text(ledger.mint([{ value: request.satoshis, script }]))
    }
    return text("Not found", 404)
  }
  if (method !== "GET") return text("Use GET, or POST for /tx and /faucet", 405)
  if (path === "/blocks/tip/height") return text(String(ledger.tip().height))
  if (path === "/blocks/tip/hash") return text(ledger.tip().hash)
  if (path === "/fee-estimates") return json(regtestFeeEstimates)
  const height = /^\/block-height\/(\d{1,9})$/.exec(path)?.[1]
  if (height !== undefined) {
    const hash = ledger.blockAt(Number(height))?.hash
    return hash === undefined ? text("Block not found", 404) : text(hash)
  }
  const address = /^\/address\/([^/]+)(\/.*)?$/.exec(path)
  if (address !== null) {
    let decoded: string
    try {
      decoded = decodeURIComponent(address[1]!)
    } catch {
      return text("Invalid Bitcoin address", 400)
    }
    return answerAddress(ledger, decoded, address[2] ?? "")
  }
  const transaction = /^\/tx\/([^/]+)(\/.*)?$/.exec(path)
  if (transaction !== null) {
    const txid = transaction[1]!
    if (!txidPattern.test(txid)) return text("Invalid hex string", 400)
    return answerTransaction(ledger, txid, transaction[2] ?? "")
  }
  return text("Not found", 404)
}
