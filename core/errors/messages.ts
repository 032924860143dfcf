/**
 * The exact user-facing and developer-facing texts of the spec (points 2, 4, 5, 6, 8),
 * word for word. Errors, validators and views take their text from here so a spec
 * string exists once.
 */
export const messages = {
  // Validation (spec 5)
  invalidEmail: "Please enter a valid email address",
  emailCooldown: (seconds: number) => `Please try again after ${seconds} seconds`,
  invalidCaipAddress: "Invalid CAIP Address",
  invalidCaipNetworkId: "Invalid CAIP-2 network id",
  invalidDecimal: "not a valid decimal number",
  amountAndReceiverRequired: "An amount and receiver address are required",
  tokenRequired: "A token is required",
  untrustedOrigin: "Untrusted Origin",
  tokenBalanceUnavailable: "Token Balance Unavailable",
  // Permissions (spec 6)
  rpcCallNotAllowed: "Requested RPC call is not allowed",
  actionNotAllowed: "Action not allowed",
  // Toasts and alerts (spec 8)
  failedToFetchTransactions: "Failed to fetch transactions",
  authInitFailed: "A problem occurred while trying initialize authentication",
  errorSigningMessage: "Error signing message",
  multiWalletNotEnabled: "Multi-Wallet Not Enabled",
  // Thrown or internal (spec 8)
  networkNotSupportedForGasPrice: "Network not supported for Gas Price",
  networkNotSupportedForSwaps: "Network not supported for Swaps",
  unsupportedChain: "Unsupported chain",
  providerNotFound: "Provider not found",
  authProviderNotFound: "Auth provider not found",
  walletConnectConnectorNotFound: "WalletConnectConnector not found",
  siwxNotEnabled: "SIWX is not enabled",
  noActiveCaipAddress: "No ActiveCaipAddress found",
  adapterNotFound: "Adapter not found",
  connectionControllerClientNotSet: "ConnectionController client not set",
  chainRequired: "Chain is required",
  networkNotFound: "Network not found",
  addressOrAuthConnectorNotFound: "Address or auth connector not found",
  invalidConnectionStatus: "Invalid connection status",
  signMessageFailed: "Sign message failed",
  errorEstimatingGas: "error estimating gas",
  unknownRevertReason: "unknown reason",
  unknownNetwork: "Unknown Network",
  // User rejection (spec 8)
  userRejected: "User rejected the request",
  // Frame (spec 8)
  frameError: "An error occurred",
  rpcAborted: "Request was aborted for RPC",
  somethingWentWrong: "Something went wrong",
  emailLoginDependencyFailed: "Unable to load email login dependency",
  // Flow errors (spec 8)
  modalClosed: "Modal closed",
  popupClosed: "Popup closed",
  failedToConnect: "Failed to connect",
  failedToInitiateSocial: "Failed to initiate social connection",
  failedToConnectFarcaster: "Failed to connect to farcaster",
  connectionRejected: "Connection rejected",
  noAuthConnector: "No auth connector found",
  notConnectedToEmailOrSocial: "Not connected to email or social",
  // Name service (spec 8)
  errorResolvingName: "Error resolving name",
  errorFetchingNameSuggestions: "Error fetching name suggestions",
  errorFetchingNamesForAddress: "Error fetching names for address",
  errorRegisteringName: (name: string) => `Error registering name ${name}`,
  // Swap (spec 8)
  insufficientLiquidity: "Insufficient liquidity",
} as const
