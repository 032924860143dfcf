// Test fixtures for the regtest chain: transfers built and signed with @scure/btc-signer from a
// sandbox account's unspent outputs, as a Bitcoin wallet builds them.
import { p2wpkh, RawTx, Transaction } from "@scure/btc-signer"
import { type BitcoinSandboxAccount, bitcoinRegtest } from "./bitcoinKeys"

/**
 * An unspent output of the sender, as Esplora's /address/:address/utxo lists it. Its value is
 * what the signer is told the output holds: a larger one than the chain's builds a
 * transaction whose outputs pay more than its inputs hold.
 */
export interface SpendableOutput {
  readonly txid: string
  readonly vout: number
  readonly value: bigint | number
}

/** What to send: from whose outputs, to whom, how much, and the fee (change goes back to the sender). */
export interface TransferOrder {
  readonly from: BitcoinSandboxAccount
  readonly utxos: ReadonlyArray<SpendableOutput>
  readonly to: string
  readonly satoshis: bigint
  readonly feeSatoshis?: bigint
}

/**
 * A signed P2WPKH transfer: spends every output of `utxos` (all the sender's), pays `satoshis`
 * to `to` and the rest less the fee (default 1000 satoshis) back to the sender, when any is
 * left. Answers the transaction (its `hex` is what POST /tx takes, its `id` the txid).
 */
export const signedTransfer = (order: TransferOrder): Transaction => {
  const script = p2wpkh(order.from.publicKey, bitcoinRegtest).script
  const transaction = new Transaction()
  let total = 0n
  for (const utxo of order.utxos) {
    const amount = BigInt(utxo.value)
    total += amount
    transaction.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script, amount } })
  }
  transaction.addOutputAddress(order.to, order.satoshis, bitcoinRegtest)
  const change = total - order.satoshis - (order.feeSatoshis ?? 1000n)
  if (change > 0n) transaction.addOutputAddress(order.from.address, change, bitcoinRegtest)
  transaction.sign(order.from.privateKey)
  transaction.finalize()
  return transaction
}

/**
 * `raw` with output `vout`'s amount changed after signing: every signature over the outputs
 * (SIGHASH_ALL) no longer verifies.
 */
export const withOutputAmount = (raw: Uint8Array, vout: number, amount: bigint): Uint8Array => {
  const decoded = RawTx.decode(raw)
  return RawTx.encode({
    ...decoded,
    outputs: decoded.outputs.map((output, index) =>
      index === vout ? { ...output, amount } : output,
    ),
  })
}
