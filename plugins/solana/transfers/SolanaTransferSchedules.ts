/**
 * How long, and how often, the Solana plugin waits for a transfer's outcome. The spec's receipt
 * wait (180 s, spec 9) is EVM's; these are the plugin's own, named once beside the code that
 * waits them out.
 */
import { Duration, Schedule } from "effect"

/**
 * How often the node is asked how a sent transaction stands. Ours: a Solana slot is about
 * 400 ms, and a transaction is confirmed a few slots after it lands.
 */
export const transferStatusPoll = Duration.seconds(1)

/**
 * How long a transfer's outcome is waited for. A transaction's blockhash expires after 150
 * blocks (about 60 s at 400 ms a slot): one not confirmed by then is not going to be.
 */
export const transferOutcomeTimeout = Duration.seconds(60)

/** Asks for the transaction's status again every {@link transferStatusPoll}. */
export const transferStatusSchedule: Schedule.Schedule<number> = Schedule.spaced(transferStatusPoll)
