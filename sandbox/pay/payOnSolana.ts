import {
  address,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  type KeyPairSigner,
} from "@solana/kit"
import { getTransferSolInstruction } from "@solana-program/system"
import type { SolanaDevnetAccount } from "../solana/deriveSolanaAccounts"
import type { SolanaLedger } from "../solana/SolanaLedger"
import type { SolanaDevnetToken } from "../solana/seedSolanaDevnet"
import { sendSignedTransaction } from "../solana/signedTransaction"
import { splTransferInstructions } from "../solana/splTransfer"

/**
 * A Solana devnet the sandbox exchange pays on: where its JSON-RPC answers, its accounts (the
 * exchange pays from one), its SPL token and its chain (where the exchange's float of the token
 * is written), e.g. `startSolanaDevnet()`'s.
 */
export interface PaySolanaDevnet {
  readonly name: string
  /** `solana:<genesis hash prefix>`. */
  readonly caipNetworkId: string
  readonly rpcUrl: string
  readonly accounts: ReadonlyArray<SolanaDevnetAccount>
  readonly token: SolanaDevnetToken
  readonly ledger: SolanaLedger
}

/** What one payment on Solana sends: `units` of SOL (lamports), or of `token` when given. */
export interface SolanaPayment {
  /** The recipient's base58 address. */
  readonly to: string
  readonly units: bigint
  readonly token?: SolanaDevnetToken
}

/** How a payment on Solana ended: landed (its signature) or failed on chain (why). */
export type SolanaPayOutcome =
  | { readonly status: "SUCCESS"; readonly signature: string }
  | { readonly status: "FAILED"; readonly failure: string }

/**
 * The instructions of a payment: SOL with the System Program's transfer; an SPL token with
 * `transferChecked` to the recipient's associated token account, first made when it has none
 * (splTransferInstructions).
 */
const instructionsOf = async (payer: KeyPairSigner, payment: SolanaPayment) => {
  const to = address(payment.to)
  const { token } = payment
  return token === undefined
    ? [getTransferSolInstruction({ source: payer, destination: to, amount: payment.units })]
    : splTransferInstructions(payer, to, payment.units, token)
}

/**
 * Pays `payment` from the devnet account `payer` by a real transaction over the devnet's
 * JSON-RPC (sendSignedTransaction: sent with its preflight, then read back): SUCCESS with the
 * signature once it landed without error, FAILED with the chain's error otherwise. A node that
 * refuses the transaction (its preflight) throws, as @solana/kit's client does.
 * @example
 * await payOnSolana(devnet, devnet.accounts[3], { to: recipient, units: 250_000_000n })
 */
export const payOnSolana = async (
  devnet: Pick<PaySolanaDevnet, "rpcUrl">,
  payer: SolanaDevnetAccount,
  payment: SolanaPayment,
): Promise<SolanaPayOutcome> => {
  const rpc = createSolanaRpc(devnet.rpcUrl)
  const signer = await createKeyPairSignerFromBytes(payer.secretKey)
  const sent = await sendSignedTransaction(rpc, signer, await instructionsOf(signer, payment))
  return sent.landed
    ? { status: "SUCCESS", signature: sent.signature }
    : { status: "FAILED", failure: sent.failure }
}
