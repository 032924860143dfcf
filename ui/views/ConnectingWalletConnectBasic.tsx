import { stack } from "../primitives/Text.css"
import { useFoyerHandle } from "../provider/FoyerContext"
import { LegalCheckbox, LegalNotice } from "../shell/LegalNotice"
import { useLegalGate } from "../shell/legalTerms"
import type { FoyerViewProps } from "./FoyerViewProps"
import { WalletConnectPairing } from "./WalletConnectPairing"
import { WalletDeepLinks } from "./WalletDeepLinks"

/**
 * The ConnectingWalletConnectBasic view, shown when the kit has no adapters (spec 2): the
 * pairing's QR code, copy link and expiry, and every configured wallet's deep link (on a phone,
 * the catalogue's too). The legal terms as the Connect view shows them: with the
 * `legalCheckbox` feature, no pairing starts (no QR code, no link) until the box is ticked.
 */
const ConnectingWalletConnectBasic = ({ client }: FoyerViewProps) => {
  const foyer = useFoyerHandle()
  const { legal, blocked, checkbox } = useLegalGate(foyer, client)
  const pairing = (
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
  if (legal === undefined) return pairing
  return (
    <div className={stack}>
      {checkbox === undefined ? null : <LegalCheckbox {...checkbox} />}
      {blocked ? null : pairing}
      {legal.checkbox ? null : <LegalNotice terms={legal.terms} privacy={legal.privacy} />}
    </div>
  )
}

export default ConnectingWalletConnectBasic
