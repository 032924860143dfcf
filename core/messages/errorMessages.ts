import type { MessageCatalogue } from "./MessageCatalogue"

/**
 * The kernel's errors in English, by id (`error.*`; `core/errors/messages.ts` reads them): part
 * of `coreMessages`, loaded with the kit rather than the page (see `shellMessages`). Where the
 * spec gives the text it is the spec's, word for word.
 */
export const errorMessages = {
  // Validation (spec 5)
  "error.invalidEmail": "Please enter a valid email address",
  "error.invalidCaipAddress": "Invalid CAIP Address",
  "error.invalidCaipNetworkId": "Invalid CAIP-2 network id",
  "error.invalidDecimal": "not a valid decimal number",
  "error.tokenBalanceUnavailable": "Token Balance Unavailable",
  // Permissions (spec 6)
  "error.rpcCallNotAllowed": "Requested RPC call is not allowed",
  "error.actionNotAllowed": "Action not allowed",
  // Toasts and alerts (spec 8)
  "error.authInitFailed": "A problem occurred while trying initialize authentication",
  "error.errorSigningMessage": "Error signing message",
  "error.multiWalletNotEnabled": "Multi-Wallet Not Enabled",
  // Thrown or internal (spec 8); "Chain is required ..." takes its continuation as a detail
  "error.unsupportedChain": "Unsupported chain",
  "error.providerNotFound": "Provider not found",
  "error.authProviderNotFound": "Auth provider not found",
  "error.noActiveCaipAddress": "No ActiveCaipAddress found",
  "error.adapterNotFound": "Adapter not found",
  "error.connectionControllerClientNotSet": "ConnectionController client not set",
  "error.chainRequired": "Chain is required",
  "error.networkNotFound": "Network not found",
  "error.addressOrAuthConnectorNotFound": "Address or auth connector not found",
  "error.invalidConnectionStatus": "Invalid connection status",
  "error.signMessageFailed": "Sign message failed",
  "error.errorEstimatingGas": "error estimating gas",
  "error.unknownRevertReason": "unknown reason",
  // Fallback for an error that carries no message at all (ours)
  "error.unknownError": "An unknown error occurred.",
  // A view that neither the kernel nor an enabled plugin provides (ours)
  "error.viewNotAvailable": "View not available: {view}",
  // User rejection (spec 8)
  "error.userRejected": "User rejected the request",
  // A failure without a text of its own (spec 8)
  // Flow errors (spec 8)
  "error.modalClosed": "Modal closed",
  "error.popupClosed": "Popup closed",
  "error.failedToConnect": "Failed to connect",
  "error.failedToInitiateSocial": "Failed to initiate social connection",
  "error.failedToConnectFarcaster": "Failed to connect to farcaster",
  "error.connectionRejected": "Connection rejected",
  "error.noAuthConnector": "No auth connector found",
  "error.notConnectedToEmailOrSocial": "Not connected to email or social",
  // Wallet errors (spec 8 names them without text: ours)
  "error.chainNotConfigured": "Chain not configured.",
  "error.connectorAlreadyConnected": "Connector already connected.",
  "error.connectorNotConnected": "Connector not connected.",
  "error.accountNotFound": "Account not found.",
  "error.chainMismatch": "The current chain of the wallet does not match the target chain.",
  "error.switchChainNotSupported": "Chain switching is not supported by this wallet.",
  "error.unavailableWhileReconnecting": "Unavailable while reconnecting.",
  "error.walletRpcFailed": "The wallet request failed with code {code}.",
  // Node errors (spec 8 "mapped to readable texts": ours)
  "error.nonceTooLow": "The transaction nonce is lower than the next nonce of the account.",
  "error.nonceTooHigh": "The transaction nonce is higher than the next nonce of the account.",
  "error.insufficientFunds":
    "The account does not have enough funds to pay for the gas and the value.",
  "error.feeCapTooLow": "The max fee per gas is lower than the base fee of the block.",
  "error.feeCapTooHigh": "The max fee per gas is higher than the largest allowed value (2^256-1).",
  "error.intrinsicGasTooLow": "The gas limit of the transaction is too low.",
  "error.intrinsicGasTooHigh": "The gas limit of the transaction is higher than the block allows.",
  "error.tipAboveFeeCap": "The max priority fee per gas cannot be higher than the max fee per gas.",
  "error.executionReverted": "Execution reverted: {reason}",
} as const satisfies MessageCatalogue
