/**
 * The chain family of the wallets Connections holds. Browser wallets and WalletConnect sessions
 * are EVM today; the namespace travels with each connected wallet so another family's
 * connector only has to say which it is.
 */
export const walletNamespace = "eip155"
