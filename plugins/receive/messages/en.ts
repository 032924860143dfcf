import type { MessageCatalogue } from "../../../core"

/**
 * The receive plugin's English messages. The spec names the feature and its view ("Receive")
 * but gives no other text: the sentences are ours and end with a period.
 */
export const en = {
  "receive.title": "Receive",
  "receive.action": "Receive",
  "receive.onNetwork": "Your address on {network}",
  "receive.unknownNetwork": "Unknown Network",
  "receive.qrCode": "QR code of your address",
  "receive.copy": "Copy address",
  "receive.copied": "Address copied",
  "receive.copyFailed": "Could not copy the address",
  "receive.networks.title": "Supported networks",
  "receive.networks.notice": "Only these networks are supported.",
  "receive.noAccount": "Connect a wallet to see the address to receive on.",
  "receive.connect": "Connect Wallet",
} as const satisfies MessageCatalogue

/** The id of one of the receive plugin's messages. */
export type ReceiveMessageId = keyof typeof en
