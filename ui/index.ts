export type {
  ConnectAttempt,
  ConnectorInfo,
  FoyerClient,
  FoyerEvent,
  FoyerOptions,
  Locale,
  TextDirection,
  ThemeState,
  WalletConnectPairing,
  WalletEntry,
  WalletPage,
  WalletQuery,
} from "../core"
/**
 * foyer-kit/react: the React API. A light entry: the provider, hooks and page buttons only;
 * the kernel, the modal shell and every view are lazy chunks loaded on the first click (or
 * while a stored session is restored). A test walks this module's static imports to keep
 * it that way.
 */

export { AccountButton } from "./components/AccountButton"
export { ConnectButton, type ConnectButtonProps } from "./components/ConnectButton"
export { NetworkButton } from "./components/NetworkButton"
export { type CreateFoyerClient, createFoyer, type FoyerHandleEnvironment } from "./createFoyer"
export type { Foyer, FoyerBridgeState, FoyerOpenTarget } from "./Foyer"
export { type UseDisconnectResult, useDisconnect } from "./hooks/useDisconnect"
export { type FoyerOpenOptions, type UseFoyerResult, useFoyer } from "./hooks/useFoyer"
export { type FoyerAccount, useFoyerAccount } from "./hooks/useFoyerAccount"
export { type UseFoyerConnectResult, useFoyerConnect } from "./hooks/useFoyerConnect"
export { useFoyerEvents } from "./hooks/useFoyerEvents"
export { type FoyerLocale, useFoyerLocale } from "./hooks/useFoyerLocale"
export { type FoyerNetwork, useFoyerNetwork } from "./hooks/useFoyerNetwork"
export { type FoyerState, useFoyerState } from "./hooks/useFoyerState"
export { type FoyerTheme, useFoyerTheme } from "./hooks/useFoyerTheme"
export { type UseFoyerWalletsOptions, useFoyerWallets } from "./hooks/useFoyerWallets"
export { type UseSignMessageResult, useSignMessage } from "./hooks/useSignMessage"
export { type UseWalletConnectUriResult, useWalletConnectUri } from "./hooks/useWalletConnectUri"
export { type UseWalletInfoResult, useWalletInfo } from "./hooks/useWalletInfo"
export { FoyerProvider, type FoyerProviderProps } from "./provider/FoyerProvider"
export {
  darkTheme,
  type FoyerThemePreset,
  fontStacks,
  lightTheme,
  overlayBlurs,
  radiusScale,
  type ThemeOptions,
} from "./theme/themePresets"
export type { FoyerViewProps } from "./views/FoyerViewProps"
