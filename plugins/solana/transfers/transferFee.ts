import { getBase64Decoder } from "@solana/kit"
import { Effect } from "effect"
import type { ChainRpc, ChainTransfer, WalletRequestError } from "../../../core"
import { feeForMessage, rentExemptMinimum } from "./solanaRpcReads"
import {
  compileTransfer,
  latestLifetime,
  planTransfer,
  tokenAccountSize,
} from "./transferTransaction"

/**
 * What Solana charges per signature when the node does not price the message: its base fee,
 * unchanged since launch (a priority fee comes on top only when a transaction asks for one).
 */
export const lamportsPerSignature = 5_000n

/**
 * What the transfer costs the sender in lamports besides its amount: the network's fee for
 * its message (getFeeForMessage on the compiled message, or {@link lamportsPerSignature} for
 * each signature when the node does not answer), plus the rent-exempt minimum of a token
 * account when the transfer creates the receiver's.
 */
export const solanaTransferFee = (
  transfer: ChainTransfer,
  rpc: ChainRpc,
): Effect.Effect<bigint, WalletRequestError> =>
  Effect.gen(function* () {
    const plan = yield* planTransfer(transfer, rpc)
    const transaction = compileTransfer(plan, yield* latestLifetime(rpc), 0)
    const message = getBase64Decoder().decode(transaction.messageBytes)
    const priced = yield* feeForMessage(rpc, message).pipe(Effect.orElseSucceed(() => undefined))
    const signatures = BigInt(Object.keys(transaction.signatures).length)
    const fee = priced ?? lamportsPerSignature * signatures
    const rent = plan.createsTokenAccount ? yield* rentExemptMinimum(rpc, tokenAccountSize) : 0n
    return fee + rent
  })
