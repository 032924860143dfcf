import type { CaipNetwork } from "../chains/CaipNetwork"
import { networkForChainId } from "../client/networkForChainId"
import type { ConnectedWallet } from "../connectors/Connector"
import type { Connection } from "./ConnectionState"

/**
 * The connection a wallet's answer makes in its family: its accounts, and the network its chain
 * names among `networks` ('Unknown Network' when the site did not configure it), and how an
 * embedded wallet was signed in.
 * @example walletConnection(networks, wallet) // { connectorId, accounts: [{ address }], chainId, caipNetwork }
 */
export const walletConnection = (
  networks: ReadonlyArray<CaipNetwork>,
  wallet: ConnectedWallet,
): Connection<CaipNetwork> => ({
  connectorId: wallet.info.id,
  accounts: wallet.accounts.map((address) => ({ address })),
  chainId: wallet.chainId,
  caipNetwork: networkForChainId(networks, wallet.namespace, wallet.chainId),
  ...(wallet.auth === undefined ? {} : { auth: wallet.auth }),
})
