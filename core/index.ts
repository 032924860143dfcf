/**
 * foyer-kit/core: the Effect kernel of Foyer: configuration, plugin registry, errors with
 * the exact texts of the spec, named schedules, state stores, chains and storage.
 * Everything a dApp or a plugin needs from the kernel is exported here; deeper paths
 * are private and may change.
 */
// State: one store per concern (spec 2, 3, 4); pure transitions under a namespace each
export * as AccountState from "./accounts/AccountState"
// Kernel services: one Effect service per concern, assembled once by the kernel
export { Accounts, type AccountsShape } from "./accounts/Accounts"
// Balances (issue 15): the wallet's asset list, the primary token and pending-transaction watching
export * from "./accounts/balances/AccountBalance"
export type { BalanceSources } from "./accounts/balances/BalanceSources"
export * from "./accounts/balances/formatTokenAmount"
export * from "./accounts/balances/multicall3Address"
export * from "./accounts/balances/PrimaryTokenReadError"
export * from "./accounts/balances/WalletAssetsErrors"
export {
  supportsAssetDiscovery,
  type WalletAssetsError,
} from "./accounts/balances/walletAssetBalances"
export type { CurrentAccount } from "./accounts/CurrentAccount"
export * from "./accounts/TokenBalance"
export * from "./accounts/unavailableBalance"
export * from "./accounts/waitForSuccess"
export * from "./api/ApiAnswer"
// The provider API (spec 7): the service, its errors, the RPC transport, the contract's schemas
export * from "./api/ApiErrors"
export { operations as apiOperations } from "./api/generated/operations"
export * as ApiSchemas from "./api/generated/schemas"
export {
  ActiveNetwork,
  type ApiClient,
  type ApiRequest,
  type ApiTransport,
  type CommonQuery,
  ProviderApi,
  type ProviderApiOptions,
  type ProviderApiShape,
} from "./api/ProviderApi"
export * from "./api/rpcTransport"
export * from "./api/rpcUrl"
// Chains and validation (spec 3, 5, 6)
export * from "./chains/AccountType"
export * from "./chains/CaipNetwork"
export * from "./chains/ChainAdapter"
export * from "./chains/ChainAdapters"
export * from "./chains/ChainNamespace"
export * from "./chains/ChainTransfers"
export * from "./chains/defaultNetworks"
export * from "./chains/eip155/eip155Adapter"
export * from "./chains/foyerDevnet"
export * from "./chains/NetworkCatalogue"
export * from "./chains/namespaceSupport"
export * from "./chains/parseCaipAddress"
export * from "./chains/parseCaipNetworkId"
export * from "./chains/toCoinType"
export * from "./chains/unknownNetwork"
export * from "./chains/WalletConnectNamespace"
// The client the UI holds (its types) and the WalletConnect pairing helpers its views use
export type { FoyerClient, ThemeState } from "./client/FoyerClient"
export * from "./config/connectorOrder"
export * from "./config/decodeConfig"
export * from "./config/Features"
export * from "./config/FoyerConfig"
export type { FoyerSandbox } from "./config/FoyerSandbox"
export * from "./config/KernelConfig"
export * from "./config/resolveNetworks"
export * from "./config/withSandbox"
export type { ConnectAttempt } from "./connections/ConnectAttempt"
export * from "./connections/ConnectContext"
export * as ConnectionState from "./connections/ConnectionState"
export * from "./connections/Connections"
export * from "./connections/ConnectionsShape"
export * from "./connections/InvalidConnectionStatusError"
export type { SwitchAttempt } from "./connections/SwitchAttempt"
export * from "./connectors/Connector"
export type { ConnectorInfo } from "./connectors/ConnectorInfo"
export { Connectors, type ConnectorsShape } from "./connectors/Connectors"
export * from "./connectors/ConnectorType"
export * from "./connectors/deferredConnector"
export type { Eip1193Provider } from "./connectors/Eip1193Provider"
export * from "./connectors/PairingSignIn"
export * from "./connectors/previewConnectors"
export * from "./connectors/sanitizeIcon"
export * from "./connectors/sanitizeWalletName"
export * from "./connectors/untilNextTask"
export * from "./connectors/WalletRequestFailedError"
export * from "./connectors/walletConnect/walletConnectHandle"
export * from "./connectors/walletConnect/walletDeepLink"
export { toWalletRequestError, type WalletRequestError } from "./connectors/walletRequest"
export * from "./connectors/walletStandard/StandardWallet"
export * from "./connectors/walletStandard/standardWalletConnector"
export type {
  WalletStandardFamily,
  WalletStandardSession,
} from "./connectors/walletStandard/WalletStandardFamily"
export * from "./connectors/walletStandard/walletStandardRequest"
export * from "./connectors/walletStandard/walletStandardSource"
export * from "./environment/guessMobile"
export * from "./errors/AccountNotFoundError"
export * from "./errors/AlertError"
export * from "./errors/ApktCode"
export * from "./errors/CategorizedError"
export * from "./errors/ChainMismatchError"
export * from "./errors/ChainNotConfiguredError"
export * from "./errors/ConnectorAlreadyConnectedError"
export * from "./errors/ConnectorNotConnectedError"
export * from "./errors/ConnectorUnavailableReconnectingError"
export * from "./errors/decodeRevertReason"
export * from "./errors/FlowError"
export * from "./errors/firstReasonDescription"
export {
  getNodeErrorMessage,
  type NodeErrorKind,
  nodeErrorKind,
} from "./errors/getNodeErrorMessage"
export * from "./errors/InternalError"
export * from "./errors/KitError"
export * from "./errors/messages"
export * from "./errors/RpcMethodNotAllowedError"
export * from "./errors/SwitchChainNotSupportedError"
export * from "./errors/TransactionRevertedError"
export * from "./errors/UserRejectedRequestError"
export * from "./errors/WalletRpcError"
export { Events, type EventsShape, type FoyerEvent, type FoyerEvents } from "./events/Events"
export {
  type KernelEvent,
  type KernelEventOf,
  KernelEvents,
  type KernelEventsShape,
  onKernelEvent,
} from "./events/KernelEvents"
// Errors (spec 8)
// Forms (issue 31): the plumbing every plugin form shares
export * from "./flows/FormFlow"
// Kernel, configuration and plugins
export * from "./Kernel"
// Messages: every text the UI shows, by message id
export * from "./messages/coreMessages"
export * from "./messages/coreTranslations"
export * from "./messages/errorMessages"
export * from "./messages/formatMessage"
export * from "./messages/Locale"
export * from "./messages/localeDirection"
export type { MessageCatalogue } from "./messages/MessageCatalogue"
export * from "./messages/MessageIdDuplicateError"
export {
  type MessageSource,
  Messages,
  type MessagesShape,
  type MessagesState,
  makeMessages,
} from "./messages/Messages"
export * from "./messages/matchLocale"
export * from "./messages/pageButtonMessages"
export * from "./messages/shellMessages"
export type { TranslationLoaders } from "./messages/TranslationLoaders"
export { translationProblems } from "./messages/translationProblems"
export * from "./modal/Modal"
export * as ModalState from "./modal/ModalState"
export type { ModalContext, ModalRoute, ModalStore } from "./modal/ModalStore"
export * from "./modal/openingView"
export * as RouterState from "./modal/RouterState"
export * from "./modal/ViewFlow"
export {
  type AnyViewName,
  type ConnectingMultiChainData,
  type FoyerViews,
  type SwitchActiveChainData,
  type SwitchNetworkData,
  type View,
  type ViewData,
  type ViewName,
  view,
} from "./modal/ViewName"
export * from "./modal/ViewNotAvailableError"
export * from "./networks/hasChainAdapter"
export * from "./networks/NetworkChangeContext"
export * from "./networks/NetworkRef"
export * as NetworkState from "./networks/NetworkState"
export { Networks, type NetworksShape } from "./networks/Networks"
export { accountActionsFor } from "./plugins/accountActionsFor"
export { type CoreRoute, type CoreView, coreViews } from "./plugins/coreViews"
export * from "./plugins/FoyerPlugin"
export * from "./plugins/KernelServices"
export * from "./plugins/LazyService"
export * from "./plugins/PluginErrors"
export * from "./plugins/PluginMeta"
export * from "./plugins/resolvePlugins"
// Named schedules of spec 9
export * as Schedules from "./Schedules"
export * from "./state/Store"
// Storage and time-based limits (spec 3, 5, 9)
export * from "./storage/CacheEntry"
export {
  browserBackend,
  memoryBackend,
  Storage,
  type StorageBackend,
  type StorageShape,
} from "./storage/Storage"
export * from "./storage/StorageKey"
export {
  RecentWallet,
  StoredAccountType,
  StoredConnection,
  StoredConnectionStatus,
  StoredSocialProvider,
} from "./storage/StorageKeys"
// Telemetry: usage analytics and error reports, with consent (spec 7, 8, 9)
export { Telemetry, type TelemetryShape } from "./telemetry/Telemetry"
export type { PageLocation, TelemetryPage } from "./telemetry/TelemetryPage"
export * from "./telemetry/withErrorReport"
export * as ToastState from "./toasts/ToastState"
export * from "./toasts/Toasts"
export * from "./validation/isEvmAddress"
export * from "./validation/isValidEmail"
export * from "./validation/parseDecimal"
export * from "./validation/SocialProvider"
export {
  WalletAsset,
  WalletAssetMetadata,
  WalletAssetsInvalidError,
  type WalletAssetsResponse,
  WalletAssetType,
} from "./validation/validateWalletAssets"
export * from "./wallet/proposeFees"
export * from "./wallet/ReceiptOutcome"
export * from "./wallet/replayReverted"
export { Wallet, type WalletCall, type WalletShape, type WalletTransaction } from "./wallet/Wallet"
export * from "./wallet/waitForReceipt"
// Wallet lists and connecting without the modal (headless use, issue 18)
export type { CatalogueWallet } from "./walletList/catalogue/CatalogueWallet"
export * from "./walletList/connectWallet"
export * from "./walletList/listWallets"
export * from "./walletList/matchesWalletSearch"
export * from "./walletList/openWallet"
export * from "./walletList/orderConnectors"
export * from "./walletList/walletConnectPairing"
export * from "./walletList/walletSourcesOf"
