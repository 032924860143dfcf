import type { ChainNamespace } from "../chains/ChainNamespace"
import { isNamespaceSupported } from "../chains/namespaceSupport"
import type { NetworkRef } from "../networks/NetworkRef"
import type { View } from "./ViewName"

/** What choosing the network-switching view depends on. */
export interface SwitchNetworkRequest<N extends NetworkRef = NetworkRef> {
  /** The network the user asked for. */
  readonly target: N
  /** The active network, if any. */
  readonly active: N | undefined
  /** The active chain family. */
  readonly activeNamespace: ChainNamespace | undefined
  /** The caller asked to skip the confirmation. */
  readonly ignoreSwitchConfirmation: boolean
  /** Whether the current connector is the embedded AUTH wallet. */
  readonly connectedWithAuth: boolean
  /** Whether an account is connected on the active chain family. */
  readonly connectedOnActiveNamespace: boolean
  /** Whether an account is connected on the target's chain family. */
  readonly connectedOnTargetNamespace: boolean
}

/**
 * The view a network switch opens (spec 2, network switching target view), or
 * undefined when the target is already the active network.
 */
export const switchNetworkView = <N extends NetworkRef>(
  request: SwitchNetworkRequest<N>,
): View<"SwitchNetwork"> | View<"SwitchActiveChain"> | undefined => {
  const { target } = request
  if (request.active?.caipNetworkId === target.caipNetworkId) return undefined
  const switchNetwork: View<"SwitchNetwork"> = { name: "SwitchNetwork", data: { network: target } }
  if (
    request.ignoreSwitchConfirmation ||
    (request.connectedWithAuth && isNamespaceSupported("authConnector", target.chainNamespace))
  ) {
    return switchNetwork
  }
  if (
    request.connectedOnActiveNamespace &&
    target.chainNamespace !== request.activeNamespace &&
    !request.connectedOnTargetNamespace
  ) {
    return {
      name: "SwitchActiveChain",
      data: {
        switchToChain: target.chainNamespace,
        navigateTo: "Connect",
        navigateWithReplace: true,
        network: target,
      },
    }
  }
  return switchNetwork
}
