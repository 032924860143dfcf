import { Effect, Option } from "effect"
import { type ChainRpc, TransferOutcome } from "../../../core"
import { transferOutcomeTimeout, transferStatusSchedule } from "./SolanaTransferSchedules"
import { type SignatureStatus, signatureStatus } from "./solanaRpcReads"

/**
 * A transaction's error as the node words it: its text when it is one (`"AccountNotFound"`),
 * else its JSON (`{"InstructionError":[0,{"Custom":1}]}`).
 */
const reasonOf = (err: unknown): string => (typeof err === "string" ? err : JSON.stringify(err))

/** How the transaction ended, when the status tells: failed, or confirmed (or finalized). */
const outcomeOf = (id: string, status: SignatureStatus): Option.Option<TransferOutcome> => {
  if (status === null) return Option.none()
  if (status.err !== null && status.err !== undefined) {
    return Option.some(TransferOutcome.Failed({ id, reason: reasonOf(status.err) }))
  }
  const level = status.confirmationStatus
  return level === "confirmed" || level === "finalized"
    ? Option.some(TransferOutcome.Confirmed({ id }))
    : Option.none()
}

/**
 * Waits until the node tells how the transaction `id` (its base58 signature) ended: it asks
 * getSignatureStatuses (the history searched too) at once and then on
 * {@link transferStatusSchedule}; `Confirmed` once the status is confirmed or finalized,
 * `Failed` with the node's error once it carries one, `TimedOut` after
 * {@link transferOutcomeTimeout} (its blockhash has expired by then). A read that fails is
 * asked again at the next poll. Never fails.
 */
export const waitForSignature = (id: string, rpc: ChainRpc): Effect.Effect<TransferOutcome> =>
  signatureStatus(rpc, id).pipe(
    Effect.map((status) => outcomeOf(id, status)),
    Effect.orElseSucceed(() => Option.none<TransferOutcome>()),
    Effect.repeat({ schedule: transferStatusSchedule, until: Option.isSome }),
    Effect.map(Option.getOrElse(() => TransferOutcome.TimedOut({ id }))),
    Effect.timeoutOrElse({
      duration: transferOutcomeTimeout,
      orElse: () => Effect.succeed(TransferOutcome.TimedOut({ id })),
    }),
  )
