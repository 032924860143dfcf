import type { FoyerViewProps } from "./FoyerViewProps"
import { WalletConnectPairing } from "./WalletConnectPairing"
import { WalletDeepLinks } from "./WalletDeepLinks"

/**
 * The ConnectingWalletConnectBasic view, shown when the kit has no adapters (spec 2): the
 * pairing's QR code, copy link and expiry, and every configured wallet's deep link (on a phone,
 * the catalogue's too).
 */
const ConnectingWalletConnectBasic = ({ client }: FoyerViewProps) => (
  <WalletConnectPairing
    client={client}
    links={(uri) => (
      <WalletDeepLinks
        client={client}
        uri={uri}
        wallets={client.isMobile ? client.linkableWallets : client.walletConnectWallets}
      />
    )}
  />
)

export default ConnectingWalletConnectBasic
