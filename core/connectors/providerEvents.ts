/** A provider event listener as providers store them (arguments are checked by the caller). */
type AnyListener = (...args: ReadonlyArray<never>) => void

/** The listener registry of a provider: `on`/`removeListener` for the page, `emit` for it. */
export interface ProviderEvents {
  readonly on: (event: string, listener: AnyListener) => void
  readonly removeListener: (event: string, listener: AnyListener) => void
  /**
   * Calls each listener of `event` (a copy of the list, so a listener may remove itself).
   * A listener that throws is reported with `onListenerError` when given, else rethrows.
   */
  readonly emit: (event: string, ...args: ReadonlyArray<unknown>) => void
  /** How many listeners are registered, for one event or in all. */
  readonly count: (event?: string) => number
}

/**
 * Makes an EIP-1193-style event registry, for the test wallets and fake providers.
 * @example
 * const events = createProviderEvents()
 * const provider = { request, on: events.on, removeListener: events.removeListener }
 * events.emit("chainChanged", "0x1")
 */
export const createProviderEvents = (
  onListenerError?: (error: unknown) => void,
): ProviderEvents => {
  const listeners = new Map<string, Set<AnyListener>>()
  return {
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
    },
    emit: (event, ...args) => {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        const call = () => (listener as (...a: ReadonlyArray<unknown>) => void)(...args)
        if (onListenerError === undefined) call()
        else {
          try {
            call()
          } catch (error) {
            onListenerError(error)
          }
        }
      }
    },
    count: (event) =>
      event === undefined
        ? [...listeners.values()].reduce((sum, set) => sum + set.size, 0)
        : (listeners.get(event)?.size ?? 0),
  }
}
