import type { ChainNamespace } from "../chains/ChainNamespace"
import type { NetworkRef } from "./NetworkRef"

/** The named views of the modal (spec 2), in the spec's order. */
export const viewNames = [
  "Connect",
  "Account",
  "AllWallets",
  "ConnectingWalletConnect",
  "ConnectingWalletConnectBasic",
  "ConnectingExternal",
  "ConnectingMultiChain",
  "ConnectingSocial",
  "ConnectingFarcaster",
  "EmailLogin",
  "ProfileWallets",
  "UpdateEmailWallet",
  "SwitchNetwork",
  "SwitchActiveChain",
  "UnsupportedChain",
  "ApproveTransaction",
  "SIWXSignMessage",
  "DataCapture",
  "RegisterAccountName",
  "RegisterAccountNameSuccess",
  "UsageExceeded",
] as const

/** One of the 21 named views of spec point 2. */
export type ViewName = (typeof viewNames)[number]

/**
 * A view name: one of the spec's views or one contributed by a plugin. The
 * `Record<never, never>` intersection keeps editor completion for the spec's names.
 */
export type AnyViewName = ViewName | (string & Record<never, never>)

/** Whether `name` is one of the spec's 21 views (not a plugin view). */
export const isViewName = (name: string): name is ViewName =>
  (viewNames as ReadonlyArray<string>).includes(name)

/** Data of the SwitchNetwork view: the network to switch to. */
export interface SwitchNetworkData<N extends NetworkRef = NetworkRef> {
  readonly network: N
}

/** Data of the SwitchActiveChain view (spec 2, network switching target view). */
export interface SwitchActiveChainData<N extends NetworkRef = NetworkRef> {
  /** The chain family to switch to. */
  readonly switchToChain: ChainNamespace
  /** The view shown once the chain family is switched. */
  readonly navigateTo: "Connect"
  /** Whether that view replaces the current entry instead of being pushed. */
  readonly navigateWithReplace: boolean
  /** The network the user asked for. */
  readonly network: N
}

/** The data each spec view carries; views not listed carry no typed data. */
export interface ViewDataMap {
  readonly SwitchNetwork: SwitchNetworkData
  readonly SwitchActiveChain: SwitchActiveChainData
}

/** The data type carried by the view `Name`. */
export type ViewData<Name extends AnyViewName> = Name extends keyof ViewDataMap
  ? ViewDataMap[Name]
  : unknown

/** A history entry: a view name and the data it was opened with. */
export interface View<Name extends AnyViewName = AnyViewName> {
  readonly name: Name
  readonly data?: ViewData<Name>
}

/**
 * Makes a history entry, typing `data` after the view's name.
 * @example
 * view("SwitchNetwork", { network })
 */
export const view = <Name extends AnyViewName>(name: Name, data?: ViewData<Name>): View<Name> =>
  data === undefined ? { name } : { name, data }

/** The data of `entry` if it is the view `name`, else undefined. */
export const viewDataOf = <Name extends keyof ViewDataMap>(
  entry: View | undefined,
  name: Name,
): ViewDataMap[Name] | undefined =>
  entry?.name === name ? (entry.data as ViewDataMap[Name] | undefined) : undefined
