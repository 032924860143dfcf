import type { Effect } from "effect"
import type { FoyerClient } from "../../core/client/FoyerClient"
import type { KernelServices } from "../../core/plugins/KernelServices"
import type { View } from "../../core/state/ViewName"

/**
 * Runs one of the kernel's store effects (navigation, toasts) on the kit's own runtime, so
 * the UI never builds an Effect runtime of its own.
 */
export const runInKit = <A, E>(
  client: FoyerClient,
  effect: Effect.Effect<A, E, KernelServices>,
): Promise<A> => client.kernel.runtime.runPromise(effect)

/** The text of an error for a toast: its message, else a generic one. */
const messageOf = (error: unknown): string =>
  error instanceof Error && error.message !== "" ? error.message : "Something went wrong"

/** Shows `error` as an error toast (and keeps it in the console for the developer). */
export const showErrorToast = (client: FoyerClient, error: unknown): void => {
  console.error("[foyer]", error)
  void runInKit(client, client.stores.toast.showError(messageOf(error)))
}

/** push: shows `view` on top of the current one; a view nobody provides shows an error toast. */
export const pushView = (client: FoyerClient, view: View): Promise<void> =>
  runInKit(client, client.stores.modal.push(view)).catch((error: unknown) =>
    showErrorToast(client, error),
  )

/** replace: swaps the current view for `view`. */
export const replaceView = (client: FoyerClient, view: View): Promise<void> =>
  runInKit(client, client.stores.modal.replace(view)).catch((error: unknown) =>
    showErrorToast(client, error),
  )
