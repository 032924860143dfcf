import { coreMessages as m } from "../messages/coreMessages"
import { formatMessage } from "../messages/formatMessage"

/**
 * The kernel's error texts by name, read from the message catalogue (`core/messages/
 * coreMessages.ts`, the `error.*` ids), so that each text exists once. Errors, validators and
 * views take their text from here; the texts with a placeholder are functions of its value.
 *
 * The catalogue holds the spec's exact strings (points 2, 4, 5, 6, 8) where the spec gives
 * one, and our wording (a sentence ending with a period) where it names an error without text.
 * Effect-free: the light entry's network button reads `unknownNetwork` before the kit loads.
 */
export const messages = {
  // Validation (spec 5)
  invalidEmail: m["error.invalidEmail"],
  invalidCaipAddress: m["error.invalidCaipAddress"],
  invalidCaipNetworkId: m["error.invalidCaipNetworkId"],
  invalidDecimal: m["error.invalidDecimal"],
  tokenBalanceUnavailable: m["error.tokenBalanceUnavailable"],
  // Permissions (spec 6)
  rpcCallNotAllowed: m["error.rpcCallNotAllowed"],
  actionNotAllowed: m["error.actionNotAllowed"],
  // Toasts and alerts (spec 8)
  authInitFailed: m["error.authInitFailed"],
  errorSigningMessage: m["error.errorSigningMessage"],
  multiWalletNotEnabled: m["error.multiWalletNotEnabled"],
  // Thrown or internal (spec 8)
  unsupportedChain: m["error.unsupportedChain"],
  providerNotFound: m["error.providerNotFound"],
  authProviderNotFound: m["error.authProviderNotFound"],
  walletConnectConnectorNotFound: m["error.walletConnectConnectorNotFound"],
  noActiveCaipAddress: m["error.noActiveCaipAddress"],
  adapterNotFound: m["error.adapterNotFound"],
  connectionControllerClientNotSet: m["error.connectionControllerClientNotSet"],
  chainRequired: m["error.chainRequired"],
  networkNotFound: m["error.networkNotFound"],
  addressOrAuthConnectorNotFound: m["error.addressOrAuthConnectorNotFound"],
  invalidConnectionStatus: m["error.invalidConnectionStatus"],
  signMessageFailed: m["error.signMessageFailed"],
  errorEstimatingGas: m["error.errorEstimatingGas"],
  unknownRevertReason: m["error.unknownRevertReason"],
  // The name of a network the kit does not know (spec 3)
  unknownNetwork: m["network.unknown"],
  unknownError: m["error.unknownError"],
  viewNotAvailable: (view: string) => formatMessage(m["error.viewNotAvailable"], { view }),
  // User rejection (spec 8)
  userRejected: m["error.userRejected"],
  // A failure without a text of its own (spec 8)
  somethingWentWrong: m["error.somethingWentWrong"],
  // Flow errors (spec 8)
  modalClosed: m["error.modalClosed"],
  popupClosed: m["error.popupClosed"],
  failedToConnect: m["error.failedToConnect"],
  failedToInitiateSocial: m["error.failedToInitiateSocial"],
  failedToConnectFarcaster: m["error.failedToConnectFarcaster"],
  connectionRejected: m["error.connectionRejected"],
  noAuthConnector: m["error.noAuthConnector"],
  notConnectedToEmailOrSocial: m["error.notConnectedToEmailOrSocial"],
  // Wallet errors (spec 8)
  chainNotConfigured: m["error.chainNotConfigured"],
  connectorAlreadyConnected: m["error.connectorAlreadyConnected"],
  connectorNotConnected: m["error.connectorNotConnected"],
  accountNotFound: m["error.accountNotFound"],
  chainMismatch: m["error.chainMismatch"],
  switchChainNotSupported: m["error.switchChainNotSupported"],
  unavailableWhileReconnecting: m["error.unavailableWhileReconnecting"],
  walletRpcFailed: (code: number) => formatMessage(m["error.walletRpcFailed"], { code }),
  // Node errors (spec 8 "mapped to readable texts")
  nonceTooLow: m["error.nonceTooLow"],
  nonceTooHigh: m["error.nonceTooHigh"],
  insufficientFunds: m["error.insufficientFunds"],
  feeCapTooLow: m["error.feeCapTooLow"],
  feeCapTooHigh: m["error.feeCapTooHigh"],
  intrinsicGasTooLow: m["error.intrinsicGasTooLow"],
  intrinsicGasTooHigh: m["error.intrinsicGasTooHigh"],
  tipAboveFeeCap: m["error.tipAboveFeeCap"],
  executionReverted: (reason: string) => formatMessage(m["error.executionReverted"], { reason }),
} as const
