import { connectingDataOf } from "../shell/connectWith"
import type { FoyerViewProps } from "./FoyerViewProps"
import { WalletConnectPairing } from "./WalletConnectPairing"
import { WalletDeepLinks } from "./WalletDeepLinks"

/**
 * The ConnectingWalletConnect view: the pairing's QR code, copy link and expiry. Opened for
 * a wallet (`walletId`: a configured or a catalogue one), it offers "Open {name}" first; on a
 * phone without one, it lists every configured and catalogue wallet's deep link, since the QR
 * code cannot be scanned from the phone showing it.
 */
const ConnectingWalletConnect = ({ client, view }: FoyerViewProps) => {
  const data = connectingDataOf(view.data)
  const walletId = data?.walletId
  const chosen = client.linkableWallets.find((wallet) => wallet.id === walletId)
  const wallets = chosen !== undefined ? [chosen] : client.isMobile ? client.linkableWallets : []
  return (
    <WalletConnectPairing
      client={client}
      connectorId={data?.connectorId}
      links={(uri) => (
        <WalletDeepLinks
          client={client}
          uri={uri}
          wallets={wallets}
          prominent={chosen !== undefined}
        />
      )}
    />
  )
}

export default ConnectingWalletConnect
