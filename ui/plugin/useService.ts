import { type Context, Effect, type ManagedRuntime } from "effect"
import { useMemo } from "react"
import { useFoyerClient } from "./useFoyerClient"

/**
 * The instance of a service the kit's runtime holds: a kernel service or one an enabled plugin
 * provides. Read once per kit and tag. Asking for a service no enabled plugin provides is a
 * programming error and throws.
 * @example
 * const quotes = useService(QuoteService)
 */
export const useService = <I, S>(tag: Context.Key<I, S>): S => {
  const client = useFoyerClient()
  return useMemo(
    () =>
      // The runtime's static type names the kernel's services only; plugins add their own.
      (client.kernel.runtime as unknown as ManagedRuntime.ManagedRuntime<I, never>).runSync(
        Effect.service(tag),
      ),
    [client, tag],
  )
}
