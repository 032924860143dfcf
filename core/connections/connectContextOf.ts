import type { CaipNetwork } from "../chains/CaipNetwork"
import { networkForChainId } from "../client/networkForChainId"
import type { ConnectedWallet } from "../connectors/Connector"
import type { ConnectContext } from "./ConnectContext"

/**
 * What the plugins' connect hooks are told of a wallet that was connected or, with `restored`,
 * restored on page load: its connector type, namespace, network (a configured one's id, else
 * the wallet's own chain) and first account; none without an account.
 */
export const connectContextOf = (
  wallet: ConnectedWallet,
  networks: ReadonlyArray<CaipNetwork>,
  restored: boolean,
): ConnectContext | undefined => {
  const address = wallet.accounts[0]
  if (address === undefined) return undefined
  const network = networkForChainId(networks, wallet.namespace, wallet.chainId)
  return {
    connectorType: wallet.info.type,
    chainNamespace: wallet.namespace,
    caipNetworkId: network?.caipNetworkId ?? `${wallet.namespace}:${wallet.chainId}`,
    address,
    restored,
  }
}
