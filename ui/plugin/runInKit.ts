import type { Effect } from "effect"
import type { AnyViewName, FoyerClient, KernelServices, View } from "../../core"

/**
 * Runs an Effect on the kit's own runtime (`client.run`), so the UI never builds an Effect
 * runtime of its own; rejects with the Effect's typed error. `R` may be any service the runtime
 * holds: a kernel service or an enabled plugin's (the facade's static type names only the
 * kernel's). Asking for a service no enabled plugin provides is a programming error: it dies.
 */
export const runInKit = <A, E, R>(
  client: FoyerClient,
  effect: Effect.Effect<A, E, R>,
): Promise<A> =>
  // The runtime provides the plugins' services too; the static types cannot follow their layers.
  client.run(effect as Effect.Effect<A, E, KernelServices>)

/**
 * The text of an error for a toast: its message, else the kit's generic one (read from the kit,
 * not imported: this module is shared by the first paint and the lazy views, see ui/pageText.ts).
 */
const toastTextOf = (client: FoyerClient, error: unknown): string =>
  error instanceof Error && error.message !== ""
    ? error.message
    : client.messages.text("error.somethingWentWrong")

/**
 * Whether `error` is the kit's FlowError 'Modal closed': the visitor ended a connect by closing
 * the modal. Read by its tag, so that this module loads none of the kernel.
 */
const isModalClosed = (error: unknown): boolean =>
  typeof error === "object" &&
  error !== null &&
  (error as { readonly _tag?: unknown })._tag === "FlowError" &&
  (error as { readonly reason?: unknown }).reason === "modalClosed"

/**
 * Shows `error` as an error toast (and keeps it in the console for the developer). A connect the
 * visitor ended by closing the modal ('Modal closed') is their own doing: no toast.
 */
export const showErrorToast = (client: FoyerClient, error: unknown): void => {
  if (isModalClosed(error)) return
  console.error("[foyer]", error)
  void runInKit(client, client.stores.toast.showError(toastTextOf(client, error)))
}

/** A history entry for `name`, with `data` only when there is some. */
const entry = (name: AnyViewName, data: unknown): View =>
  (data === undefined ? { name } : { name, data }) as View

/** push: shows a view on top of the current one; a view nobody provides shows an error toast. */
export const pushView = (client: FoyerClient, name: AnyViewName, data?: unknown): Promise<void> =>
  runInKit(client, client.stores.modal.push(entry(name, data))).catch((error: unknown) =>
    showErrorToast(client, error),
  )

/** replace: swaps the current view for another; a view nobody provides shows an error toast. */
export const replaceView = (
  client: FoyerClient,
  name: AnyViewName,
  data?: unknown,
): Promise<void> =>
  runInKit(client, client.stores.modal.replace(entry(name, data))).catch((error: unknown) =>
    showErrorToast(client, error),
  )
