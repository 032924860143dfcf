// What the Solana test wallet's tests build the same way: a SOL transfer in wire format.

import {
  type Address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  type Lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from "@solana/kit"
import { getTransferSolInstruction } from "@solana-program/system"

/** A SOL transfer to build; the source pays the fee unless `feePayer` is given. */
export interface TransferFixture {
  readonly source: Address
  readonly destination: Address
  readonly amount: Lamports
  readonly lifetime: { readonly blockhash: Blockhash; readonly lastValidBlockHeight: bigint }
  readonly feePayer?: Address
}

/**
 * A v0 transaction of one System Program transfer, compiled by @solana/kit (no signature
 * yet: a slot per signer) and encoded in wire format, as an app hands it to a wallet.
 */
export const transferBytes = (transfer: TransferFixture): Uint8Array => {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(transfer.feePayer ?? transfer.source, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(transfer.lifetime, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(transfer.source),
          destination: transfer.destination,
          amount: transfer.amount,
        }),
        m,
      ),
  )
  return Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)))
}
