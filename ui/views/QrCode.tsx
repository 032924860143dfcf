import { useMessage } from "../plugin/useMessage"
import { QrCode as QrCodeImage } from "../primitives/QrCode"

export { qrQuietZone } from "../primitives/QrCode"

/**
 * A `wc:` pairing URI drawn as a QR code (the SDK's {@link QrCodeImage}: error correction M,
 * as WalletConnect wallets expect, and a 4-module quiet zone). Screen readers hear it named
 * for what it is; the copy-link button next to the code is their way in.
 */
export const QrCode = ({ uri }: { readonly uri: string }) => {
  const message = useMessage()
  return <QrCodeImage value={uri} label={message("walletConnect.qrCode")} />
}
