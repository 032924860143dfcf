import type { WalletConnectNamespace } from "../../../core"

/**
 * What a WalletConnect session asks a wallet for in the solana namespace, as WalletConnect's
 * Solana RPC reference names the methods (messages base58, transactions base64 wire format,
 * signatures base58). The namespace has no events.
 */
export const solanaWalletConnectNamespace: WalletConnectNamespace = {
  methods: [
    "solana_signMessage",
    "solana_signTransaction",
    "solana_signAndSendTransaction",
    "solana_signAllTransactions",
  ],
  events: [],
}
