// The regtest chain's state: its blocks, the transactions in them, the unspent outputs and each
// output script's history. It mines at once, as anvil's automining does: a transaction it
// accepts is confirmed in a block of its own before `send` returns, so there is no mempool.
import { bytesToHex } from "@noble/hashes/utils"
import { Transaction } from "@scure/btc-signer"
import { formatUnits } from "viem"
import {
  type BitcoinOutput,
  type BitcoinTransaction,
  coinbaseTransaction,
  decodeBitcoinTransaction,
} from "./BitcoinTransaction"
import { BitcoinTransactionRefusedError } from "./BitcoinTransactionRefusedError"
import { type BitcoinBlock, mineBlock, regtestGenesisBlock } from "./mineBlock"
import { witnessSignatureProblem } from "./verifyWitnessSignature"

/** All the bitcoin there will ever be, in satoshis: no output or sum of outputs may exceed it. */
export const maxMoney = 21_000_000n * 100_000_000n

/** A transaction in a block, with the outputs its inputs spent and its fee. */
export interface ConfirmedTransaction extends BitcoinTransaction {
  readonly block: BitcoinBlock
  /** The output each input spent (none for a coinbase's). */
  readonly prevouts: ReadonlyArray<BitcoinOutput | undefined>
  /** Inputs minus outputs, in satoshis (0 for a coinbase). */
  readonly fee: bigint
}

/** An output nobody has spent yet. */
export interface UnspentOutput extends BitcoinOutput {
  readonly txid: string
  readonly vout: number
  readonly block: BitcoinBlock
}

/** What spent an output: the transaction and its input's index. */
export interface OutputSpender {
  readonly txid: string
  readonly vin: number
  readonly block: BitcoinBlock
}

/** The regtest chain's state and its two ways to change it: `send` and `mint`. */
export interface BitcoinLedger {
  /** The newest block. */
  readonly tip: () => BitcoinBlock
  /** The block at a height. */
  readonly blockAt: (height: number) => BitcoinBlock | undefined
  readonly transaction: (txid: string) => ConfirmedTransaction | undefined
  /** What spent output `vout` of `txid`, if anything did. */
  readonly spenderOf: (txid: string, vout: number) => OutputSpender | undefined
  /** The unspent outputs locked by an output script (hex), oldest first. */
  readonly unspentOf: (scriptHex: string) => ReadonlyArray<UnspentOutput>
  /** The transactions that pay or spend an output script (hex), oldest first. */
  readonly historyOf: (scriptHex: string) => ReadonlyArray<ConfirmedTransaction>
  /**
   * Checks a raw signed transaction and, when every rule holds, mines it in a new block and
   * answers its txid; throws {@link BitcoinTransactionRefusedError} saying why otherwise.
   */
  readonly send: (raw: Uint8Array) => string
  /**
   * Mines a block whose coinbase pays `outputs` (the chain's genesis funding and its faucet):
   * answers the coinbase's txid. Coinbase outputs are spendable at once (regtest asks for 100
   * confirmations; a sandbox that mines only on demand would never reach them).
   */
  readonly mint: (outputs: ReadonlyArray<BitcoinOutput>) => string
}

const outpoint = (txid: string, vout: number): string => `${txid}:${vout}`

const btc = (satoshis: bigint): string => formatUnits(satoshis, 8)

/** How to make a ledger. */
export interface MakeBitcoinLedgerOptions {
  /** The clock, in milliseconds (default Date.now): block times follow it, never going back. */
  readonly now?: () => number
}

/** A regtest chain holding only its genesis block; `mint` funds it. */
export const makeBitcoinLedger = (options: MakeBitcoinLedgerOptions = {}): BitcoinLedger => {
  const now = options.now ?? Date.now
  const blocks: BitcoinBlock[] = [regtestGenesisBlock]
  const transactions = new Map<string, ConfirmedTransaction>()
  const unspent = new Map<string, UnspentOutput>()
  const spenders = new Map<string, OutputSpender>()
  const histories = new Map<string, ConfirmedTransaction[]>()

  const tip = () => blocks.at(-1)!

  const confirm = (
    transaction: BitcoinTransaction,
    prevouts: ReadonlyArray<BitcoinOutput | undefined>,
    fee: bigint,
  ): string => {
    const previous = tip()
    // A block's time never goes back, and each block has a second of its own.
    const time = Math.max(Math.floor(now() / 1000), previous.time + 1)
    const block = mineBlock(previous, [transaction.txid], time)
    blocks.push(block)
    const confirmed: ConfirmedTransaction = { ...transaction, block, prevouts, fee }
    transactions.set(transaction.txid, confirmed)
    const touched = new Set<string>()
    transaction.inputs.forEach((input, vin) => {
      const key = outpoint(input.txid, input.vout)
      const spent = prevouts[vin]
      if (spent === undefined) return
      unspent.delete(key)
      spenders.set(key, { txid: transaction.txid, vin, block })
      touched.add(bytesToHex(spent.script))
    })
    transaction.outputs.forEach((output, vout) => {
      unspent.set(outpoint(transaction.txid, vout), {
        ...output,
        txid: transaction.txid,
        vout,
        block,
      })
      touched.add(bytesToHex(output.script))
    })
    for (const script of touched) {
      const history = histories.get(script) ?? []
      history.push(confirmed)
      histories.set(script, history)
    }
    return transaction.txid
  }

  const refuse = (code: BitcoinTransactionRefusedError["code"], reason: string): never => {
    throw new BitcoinTransactionRefusedError(code, reason)
  }

  const send = (raw: Uint8Array): string => {
    let transaction: BitcoinTransaction
    let unsigned: Transaction
    try {
      transaction = decodeBitcoinTransaction(raw)
      unsigned = Transaction.fromRaw(raw, {
        allowUnknownInputs: true,
        allowUnknownOutputs: true,
        disableScriptCheck: true,
      })
    } catch (error) {
      return refuse(-22, `TX decode failed (${error instanceof Error ? error.message : error})`)
    }
    if (transaction.inputs.length === 0) refuse(-26, "bad-txns-vin-empty (it has no inputs)")
    if (transaction.outputs.length === 0) refuse(-26, "bad-txns-vout-empty (it has no outputs)")
    if (transaction.coinbase) {
      refuse(-26, "bad-txns-coinbase (a coinbase transaction is mined, never sent)")
    }
    if (transactions.has(transaction.txid)) {
      refuse(-27, `transaction already in block chain (${transaction.txid})`)
    }
    const seen = new Set<string>()
    transaction.inputs.forEach((input, vin) => {
      const key = outpoint(input.txid, input.vout)
      if (seen.has(key)) refuse(-26, `bad-txns-inputs-duplicate (input ${vin} spends ${key} again)`)
      seen.add(key)
    })
    const prevouts = transaction.inputs.map((input, vin) => {
      const key = outpoint(input.txid, input.vout)
      const output = unspent.get(key)
      if (output !== undefined) return output
      const spender = spenders.get(key)
      return refuse(
        -25,
        spender === undefined
          ? `bad-txns-inputs-missingorspent (input ${vin} spends ${key}, an output the chain does not have)`
          : `bad-txns-inputs-missingorspent (input ${vin} spends ${key}, already spent by ${spender.txid} in block ${spender.block.height})`,
      )
    })
    let valueOut = 0n
    transaction.outputs.forEach((output, vout) => {
      if (output.value > maxMoney) {
        refuse(-26, `bad-txns-vout-toolarge (output ${vout} pays ${btc(output.value)} BTC)`)
      }
      valueOut += output.value
    })
    if (valueOut > maxMoney) {
      refuse(-26, `bad-txns-txouttotal-toolarge (the outputs pay ${btc(valueOut)} BTC)`)
    }
    const valueIn = prevouts.reduce((sum, output) => sum + output.value, 0n)
    if (valueOut > valueIn) {
      refuse(
        -26,
        `bad-txns-in-belowout, value in (${btc(valueIn)}) < value out (${btc(valueOut)}): the outputs pay more than the inputs hold`,
      )
    }
    transaction.inputs.forEach((input, vin) => {
      const problem = witnessSignatureProblem(unsigned, vin, input, prevouts[vin]!)
      if (problem !== undefined) {
        refuse(-26, `mandatory-script-verify-flag-failed (input ${vin}: ${problem})`)
      }
    })
    return confirm(transaction, prevouts, valueIn - valueOut)
  }

  return {
    tip,
    blockAt: (height) => blocks[height],
    transaction: (txid) => transactions.get(txid),
    spenderOf: (txid, vout) => spenders.get(outpoint(txid, vout)),
    unspentOf: (scriptHex) =>
      (histories.get(scriptHex) ?? []).flatMap((transaction) =>
        transaction.outputs.flatMap((output, vout) => {
          const left = unspent.get(outpoint(transaction.txid, vout))
          return left !== undefined && bytesToHex(output.script) === scriptHex ? [left] : []
        }),
      ),
    historyOf: (scriptHex) => histories.get(scriptHex) ?? [],
    send,
    mint: (outputs) => confirm(coinbaseTransaction(tip().height + 1, outputs), [undefined], 0n),
  }
}
