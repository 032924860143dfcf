import type { WalletConnectNamespace } from "../../../core"

/**
 * What a WalletConnect session asks a wallet for in the bip122 namespace, as WalletConnect's
 * Bitcoin RPC reference names them: the account's addresses, signing a message, a transfer,
 * signing a PSBT; and the wallet telling that its addresses changed.
 */
export const bitcoinWalletConnectNamespace: WalletConnectNamespace = {
  methods: ["getAccountAddresses", "signMessage", "sendTransfer", "signPsbt"],
  events: ["bip122_addressesChanged"],
}
