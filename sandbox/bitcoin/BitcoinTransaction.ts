// A Bitcoin transaction as the regtest chain keeps it: read from its raw bytes (segwit or not),
// with its txid, size and weight; and the coinbase transactions the chain mints itself.
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from "@noble/hashes/utils"
import { RawTx, Script } from "@scure/btc-signer"
import { RawOldTx } from "@scure/btc-signer/script"
import { sha256x2 } from "@scure/btc-signer/utils"

/** One input: the output it spends and what unlocks it. */
export interface BitcoinInput {
  /** The spent output's transaction, as explorers show txids (byte-reversed hash). */
  readonly txid: string
  readonly vout: number
  readonly scriptSig: Uint8Array
  readonly sequence: number
  /** Its witness stack (empty for a legacy input). */
  readonly witness: ReadonlyArray<Uint8Array>
}

/** One output: an amount in satoshis locked by a script. */
export interface BitcoinOutput {
  readonly value: bigint
  readonly script: Uint8Array
}

/** A decoded transaction and what the chain says of it. */
export interface BitcoinTransaction {
  readonly txid: string
  readonly version: number
  readonly lockTime: number
  readonly inputs: ReadonlyArray<BitcoinInput>
  readonly outputs: ReadonlyArray<BitcoinOutput>
  /** The raw bytes, witnesses included. */
  readonly raw: Uint8Array
  /** Its serialized size in bytes, witnesses included. */
  readonly size: number
  /** BIP-141's weight: 3 × the size without witnesses + the size with them. */
  readonly weight: number
  /** Whether it is a coinbase (its one input spends nothing: txid 0…0, index 0xffffffff). */
  readonly coinbase: boolean
}

/** The null outpoint's txid, which a coinbase input names. */
export const nullTxid = "0".repeat(64)
/** The null outpoint's index. */
export const nullVout = 0xffffffff

/**
 * Reads a raw transaction; throws (with the codec's reason) when the bytes are not exactly
 * one transaction.
 */
export const decodeBitcoinTransaction = (raw: Uint8Array): BitcoinTransaction => {
  const parsed = RawTx.decode(raw)
  const stripped = RawOldTx.encode({
    version: parsed.version,
    inputs: parsed.inputs,
    outputs: parsed.outputs,
    lockTime: parsed.lockTime,
  })
  const inputs = parsed.inputs.map(
    (input, index): BitcoinInput => ({
      // The codec reads txids byte-reversed: as explorers show them.
      txid: bytesToHex(input.txid),
      vout: input.index,
      scriptSig: input.finalScriptSig,
      sequence: input.sequence,
      witness: parsed.witnesses?.[index] ?? [],
    }),
  )
  return {
    txid: bytesToHex(sha256x2(stripped).reverse()),
    version: parsed.version,
    lockTime: parsed.lockTime,
    inputs,
    outputs: parsed.outputs.map((output) => ({ value: output.amount, script: output.script })),
    raw,
    size: raw.length,
    weight: stripped.length * 3 + raw.length,
    coinbase: inputs.length === 1 && inputs[0]!.txid === nullTxid && inputs[0]!.vout === nullVout,
  }
}

/**
 * A coinbase transaction of block `height` paying `outputs`: its input's script starts with
 * the height (BIP-34, which also makes every coinbase's txid its own), then `tag`.
 */
export const coinbaseTransaction = (
  height: number,
  outputs: ReadonlyArray<BitcoinOutput>,
  tag = "Foyer sandbox",
): BitcoinTransaction =>
  decodeBitcoinTransaction(
    RawTx.encode({
      version: 2,
      segwitFlag: false,
      inputs: [
        {
          txid: hexToBytes(nullTxid),
          index: nullVout,
          finalScriptSig: concatBytes(Script.encode([height]), Script.encode([utf8ToBytes(tag)])),
          sequence: 0xffffffff,
        },
      ],
      outputs: outputs.map((output) => ({ amount: output.value, script: output.script })),
      witnesses: undefined,
      lockTime: 0,
    }),
  )
