// The regtest chain's records in the Esplora API's JSON (Blockstream's and mempool.space's
// REST API, which Bitcoin wallets and libraries read): transactions, their status, unspent
// outputs and an address's totals. Amounts are satoshis as JSON numbers, as Esplora sends them
// (21 million BTC in satoshis is well inside a double's exact integers).
import { bytesToHex } from "@noble/hashes/utils"
import type { BitcoinLedger, ConfirmedTransaction, UnspentOutput } from "./BitcoinLedger"
import type { BitcoinOutput } from "./BitcoinTransaction"
import { addressOfScript, scriptAsm, scriptTypeOf } from "./bitcoinScripts"
import type { BitcoinBlock } from "./mineBlock"

/** A confirmed transaction's place in the chain (the sandbox mines at once: nothing is unconfirmed). */
export interface EsploraStatus {
  readonly confirmed: true
  readonly block_height: number
  readonly block_hash: string
  readonly block_time: number
}

/** An output as Esplora describes it. */
export interface EsploraOutput {
  readonly scriptpubkey: string
  readonly scriptpubkey_asm: string
  readonly scriptpubkey_type: string
  readonly scriptpubkey_address?: string
  readonly value: number
}

/** An input as Esplora describes it, with the output it spent (`prevout`, null for a coinbase's). */
export interface EsploraInput {
  readonly txid: string
  readonly vout: number
  readonly prevout: EsploraOutput | null
  readonly scriptsig: string
  readonly scriptsig_asm: string
  readonly witness?: ReadonlyArray<string>
  readonly is_coinbase: boolean
  readonly sequence: number
}

/** A transaction as Esplora's GET /tx/:txid answers it. */
export interface EsploraTransaction {
  readonly txid: string
  readonly version: number
  readonly locktime: number
  readonly vin: ReadonlyArray<EsploraInput>
  readonly vout: ReadonlyArray<EsploraOutput>
  readonly size: number
  readonly weight: number
  readonly fee: number
  readonly status: EsploraStatus
}

/** One unspent output of an address, as GET /address/:address/utxo lists it. */
export interface EsploraUtxo {
  readonly txid: string
  readonly vout: number
  readonly status: EsploraStatus
  readonly value: number
}

/** Totals of outputs paid to an address and of those spent, as Esplora's `chain_stats`. */
export interface EsploraAddressStats {
  readonly funded_txo_count: number
  readonly funded_txo_sum: number
  readonly spent_txo_count: number
  readonly spent_txo_sum: number
  readonly tx_count: number
}

/** GET /address/:address: the address's totals in blocks, and in the mempool (always empty here). */
export interface EsploraAddress {
  readonly address: string
  readonly chain_stats: EsploraAddressStats
  readonly mempool_stats: EsploraAddressStats
}

/** A block's status for a transaction in it. */
export const esploraStatus = (block: BitcoinBlock): EsploraStatus => ({
  confirmed: true,
  block_height: block.height,
  block_hash: block.hash,
  block_time: block.time,
})

/** An output in Esplora's JSON. */
export const esploraOutput = (output: BitcoinOutput): EsploraOutput => {
  const address = addressOfScript(output.script)
  return {
    scriptpubkey: bytesToHex(output.script),
    scriptpubkey_asm: scriptAsm(output.script),
    scriptpubkey_type: scriptTypeOf(output.script),
    ...(address === undefined ? {} : { scriptpubkey_address: address }),
    value: Number(output.value),
  }
}

/** A transaction of the chain in Esplora's JSON. */
export const esploraTransaction = (transaction: ConfirmedTransaction): EsploraTransaction => ({
  txid: transaction.txid,
  version: transaction.version,
  locktime: transaction.lockTime,
  vin: transaction.inputs.map((input, index) => {
    const prevout = transaction.prevouts[index]
    return {
      txid: input.txid,
      vout: input.vout,
      prevout: prevout === undefined ? null : esploraOutput(prevout),
      scriptsig: bytesToHex(input.scriptSig),
      scriptsig_asm: scriptAsm(input.scriptSig),
      ...(input.witness.length === 0 ? {} : { witness: input.witness.map(bytesToHex) }),
      is_coinbase: transaction.coinbase,
      sequence: input.sequence,
    }
  }),
  vout: transaction.outputs.map(esploraOutput),
  size: transaction.size,
  weight: transaction.weight,
  fee: Number(transaction.fee),
  status: esploraStatus(transaction.block),
})

/** An unspent output in Esplora's JSON. */
export const esploraUtxo = (output: UnspentOutput): EsploraUtxo => ({
  txid: output.txid,
  vout: output.vout,
  status: esploraStatus(output.block),
  value: Number(output.value),
})

const noStats: EsploraAddressStats = {
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
}

/**
 * An address's totals over the chain: the outputs paid to its script (funded) and those of
 * them spent since; its balance is `funded_txo_sum - spent_txo_sum`.
 */
export const esploraAddress = (
  ledger: BitcoinLedger,
  address: string,
  scriptHex: string,
): EsploraAddress => {
  const history = ledger.historyOf(scriptHex)
  let funded = 0
  let fundedSum = 0n
  let spent = 0
  let spentSum = 0n
  for (const transaction of history) {
    transaction.outputs.forEach((output, vout) => {
      if (bytesToHex(output.script) !== scriptHex) return
      funded++
      fundedSum += output.value
      if (ledger.spenderOf(transaction.txid, vout) !== undefined) {
        spent++
        spentSum += output.value
      }
    })
  }
  return {
    address,
    chain_stats: {
      funded_txo_count: funded,
      funded_txo_sum: Number(fundedSum),
      spent_txo_count: spent,
      spent_txo_sum: Number(spentSum),
      tx_count: history.length,
    },
    mempool_stats: noStats,
  }
}
