import type { FoyerClient, View } from "../../core"

/**
 * The view the kit opens on when none is asked for, as the shell guesses it before the kit has
 * opened the modal: the kit's own opening rule once it has loaded (spec 2: Account when an
 * account is connected, else Connect; the WalletConnect pairing with no chain adapters or under
 * manual WalletConnect control), else Connect. It picks what the shell draws and which view to
 * preload.
 */
export const defaultViewOf = (client: FoyerClient | undefined): View =>
  client === undefined ? { name: "Connect" } : client.stores.modal.openingView()
