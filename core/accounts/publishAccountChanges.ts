import { Effect } from "effect"
import type { KernelEventsShape } from "../events/KernelEvents"
import type { ReadableStore } from "../state/Store"
import { type CurrentAccount, sameAccount } from "./CurrentAccount"

/**
 * Tells `AccountChanged` on `events` each time the current account becomes another one or
 * none (a network switch that keeps it is not one); returns the unsubscribe.
 * @example
 * const stop = publishAccountChanges(accounts.current, kernelEvents)
 */
export const publishAccountChanges = (
  current: ReadableStore<CurrentAccount | undefined>,
  events: KernelEventsShape,
): (() => void) => {
  let account = current.getSnapshot()
  return current.subscribe(() => {
    const previous = account
    account = current.getSnapshot()
    if (sameAccount(previous, account)) return
    Effect.runSync(events.publish({ _tag: "AccountChanged", previous, current: account }))
  })
}
