/** Connector id of WalletConnect (spec 3 known connector ids). */
export const walletConnectConnectorId = "walletConnect"
