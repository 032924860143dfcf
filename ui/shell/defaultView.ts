import type { FoyerClient, FoyerOptions, View } from "../../core"
import { resolveNetworks } from "../../core/config/resolveNetworks"
import { guessMobile } from "../../core/environment/guessMobile"
import { openingView } from "../../core/modal/openingView"
import { adapterNamespaces, hasChainAdapter } from "../../core/networks/hasChainAdapter"

/**
 * The kit's opening rule (spec 2) applied to the page's options, before the kit has loaded (no
 * address is connected then: a restored session loads the kit first). The adapters are the
 * kernel's and those the listed plugins declare. Options that do not resolve count as having
 * adapters: the kit will report them as it starts.
 */
const shellOpeningView = (options: FoyerOptions, view: View | undefined): View => {
  const resolution = resolveNetworks({
    networks: options.networks,
    customNetworks: options.customNetworks ?? [],
  })
  return openingView({
    view,
    addressConnected: false,
    hasAdapters:
      resolution._tag !== "Resolved" ||
      hasChainAdapter(resolution.networks, [
        ...adapterNamespaces,
        ...(options.plugins ?? []).flatMap((plugin) => plugin.chainNamespaces ?? []),
      ]),
    manualWalletConnectControl: options.manualWCControl === true,
    isMobile: guessMobile(),
  })
}

/**
 * The view an open shows, `view` if one was asked for, as the shell works it out before the
 * kit has opened the modal: the kit's own opening rule once it has loaded (spec 2: Account when
 * an account is connected, else Connect; the WalletConnect pairing, which wins over an asked
 * view, with no chain adapters or under manual WalletConnect control), else the same rule read
 * from the page's options. It picks what the shell draws and which view to preload.
 */
export const openingViewOf = (
  client: FoyerClient | undefined,
  options: FoyerOptions,
  view?: View,
): View =>
  client === undefined ? shellOpeningView(options, view) : client.stores.modal.openingView(view)
