import { p2wpkh, Script, selectUTXO, type Transaction } from "@scure/btc-signer"
import type { BitcoinNetwork, BitcoinSandboxAccount } from "../bitcoin/bitcoinKeys"

/** One unspent output of the account, as the Esplora API lists it (GET /address/:a/utxo). */
export interface SpendableOutput {
  readonly txid: string
  readonly vout: number
  readonly value: bigint
}

/** A transfer to build: WalletConnect's `sendTransfer`, its amounts in satoshis. */
export interface BitcoinTransfer {
  readonly account: Pick<BitcoinSandboxAccount, "address" | "publicKey" | "privateKey">
  /** The account's unspent outputs: the transfer spends some of them. */
  readonly outputs: ReadonlyArray<SpendableOutput>
  readonly recipientAddress: string
  readonly amount: bigint
  /** Where the change goes (default: the account). */
  readonly changeAddress?: string
  /** The OP_RETURN data, at most 80 bytes. */
  readonly memo?: Uint8Array
  /** The fee rate, satoshis per virtual byte. */
  readonly feePerVbyte: bigint
  readonly network: BitcoinNetwork
}

/** The account does not hold enough for the transfer and its fee. */
export class InsufficientBitcoinError extends Error {
  override readonly name = "InsufficientBitcoinError"
}

/**
 * Builds and signs a P2WPKH transaction paying `amount` to the recipient from the account's
 * unspent outputs (oldest first, @scure/btc-signer's selection), with the OP_RETURN memo when
 * given and the change back to `changeAddress`, at the fee rate: finalized, ready to broadcast.
 * @throws InsufficientBitcoinError when the outputs cannot pay the amount and the fee.
 * @throws Error when an address is not one of the network's (btc-signer's message).
 */
export const signedBitcoinTransfer = (transfer: BitcoinTransfer): Transaction => {
  const { account, network } = transfer
  const script = p2wpkh(account.publicKey, network).script
  const inputs = transfer.outputs.map((output) => ({
    txid: output.txid,
    index: output.vout,
    witnessUtxo: { script, amount: output.value },
  }))
  const outputs = [
    { address: transfer.recipientAddress, amount: transfer.amount },
    ...(transfer.memo === undefined
      ? []
      : [{ script: Script.encode(["RETURN", transfer.memo]), amount: 0n }]),
  ]
  const selected = selectUTXO(inputs, outputs, "default", {
    feePerByte: transfer.feePerVbyte,
    changeAddress: transfer.changeAddress ?? account.address,
    network,
    createTx: true,
    // The outputs in the dApp's order (recipient, memo), the change last; not BIP-69's.
    bip69: false,
    // btc-signer refuses output scripts it has no type for, OP_RETURN's among them.
    allowUnknownOutputs: true,
  })
  if (selected?.tx === undefined) {
    const held = transfer.outputs.reduce((sum, output) => sum + output.value, 0n)
    throw new InsufficientBitcoinError(
      `Insufficient funds: ${account.address} holds ${held} sats, the transfer needs ${transfer.amount} sats and its fee`,
    )
  }
  selected.tx.sign(account.privateKey)
  selected.tx.finalize()
  return selected.tx
}
