/**
 * The exact user-facing and developer-facing texts of the spec (points 2, 4, 5, 6, 8),
 * word for word. Errors, validators and views take their text from here so a spec
 * string exists once.
 *
 * Where the spec names an error but gives no text (wallet errors, node errors, a few
 * internal ones), the sections marked "ours" hold our wording; our sentences end with a
 * period, which tells them apart from the spec's verbatim strings.
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
  // Thrown or internal (spec 8); "Chain is required ..." takes its continuation as a detail
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
  // Thrown or internal (spec 8 "frame or parent not set": ours)
  frameNotSet: "The secure frame is not set.",
  frameParentNotSet: "The secure frame's parent is not set.",
  // Fallback for an error that carries no message at all (ours)
  unknownError: "An unknown error occurred.",
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
  // Wallet errors (spec 8 names them without text: ours)
  chainNotConfigured: "Chain not configured.",
  connectorAlreadyConnected: "Connector already connected.",
  connectorNotConnected: "Connector not connected.",
  accountNotFound: "Account not found.",
  chainMismatch: "The current chain of the wallet does not match the target chain.",
  switchChainNotSupported: "Chain switching is not supported by this wallet.",
  unavailableWhileReconnecting: "Unavailable while reconnecting.",
  walletRpcFailed: (code: number) => `The wallet request failed with code ${code}.`,
  // Node errors (spec 8 "mapped to readable texts": ours)
  nonceTooLow: "The transaction nonce is lower than the next nonce of the account.",
  nonceTooHigh: "The transaction nonce is higher than the next nonce of the account.",
  insufficientFunds: "The account does not have enough funds to pay for the gas and the value.",
  feeCapTooLow: "The max fee per gas is lower than the base fee of the block.",
  feeCapTooHigh: "The max fee per gas is higher than the largest allowed value (2^256-1).",
  intrinsicGasTooLow: "The gas limit of the transaction is too low.",
  intrinsicGasTooHigh: "The gas limit of the transaction is higher than the block allows.",
  tipAboveFeeCap: "The max priority fee per gas cannot be higher than the max fee per gas.",
  executionReverted: (reason: string) => `Execution reverted: ${reason}`,
  // Name service (spec 8)
  errorResolvingName: "Error resolving name",
  errorFetchingNameSuggestions: "Error fetching name suggestions",
  errorFetchingNamesForAddress: "Error fetching names for address",
  errorRegisteringName: (name: string) => `Error registering name ${name}`,
  // Swap (spec 8)
  insufficientLiquidity: "Insufficient liquidity",
} as const
