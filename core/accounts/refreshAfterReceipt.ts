import { Effect } from "effect"
import type { Hash } from "viem"
import { dataLayerReceiptTimeout } from "../Schedules"
import type { ReceiptOutcome } from "../wallet/ReceiptOutcome"
import { type RpcRead, waitForReceipt } from "../wallet/waitForReceipt"

/**
 * The data layer's receipt wait (spec 9: "a 25 s receipt wait is also used in the data
 * layer"): waits for transaction `hash` through `read`, at most `dataLayerReceiptTimeout`
 * (25 s), then runs `reload` whatever the wait ended with: mined (the balances moved), replaced
 * (its replacement moved them) or not yet mined (the balances are read as they are then, and the
 * next reload reads the rest). Gives what the wait ended with.
 * @example
 * refreshAfterReceipt((method, params) => sources.nodeRequest(network, method, params), hash, reload)
 */
export const refreshAfterReceipt = <E>(
  read: RpcRead<E>,
  hash: Hash,
  reload: Effect.Effect<void>,
): Effect.Effect<ReceiptOutcome> =>
  waitForReceipt(read, { hash, timeout: dataLayerReceiptTimeout }).pipe(Effect.tap(() => reload))
