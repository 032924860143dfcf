import type { FoyerClient, View } from "../../core"

/**
 * The view the kit opens on when none is asked for, as the shell guesses it before the kit has
 * opened the modal: Account when an account is connected, else Connect. (The kernel's modal
 * store decides for itself; this only picks what the shell draws and which view to preload.)
 */
export const defaultViewOf = (client: FoyerClient | undefined): View =>
  client !== undefined &&
  Object.values(client.stores.accounts.getSnapshot()).some((account) => account?.address)
    ? { name: "Account" }
    : { name: "Connect" }
