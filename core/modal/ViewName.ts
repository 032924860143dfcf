import type { ChainNamespace } from "../chains/ChainNamespace"
import type { NetworkRef } from "../networks/NetworkRef"

/**
 * Every view the modal can show, by name, with the data it is opened with (`undefined` for
 * none). The kernel declares its own views here; a plugin adds its views by module
 * augmentation (as Vite plugins extend Rollup's context), so view names stay typed across
 * plugins without core knowing them:
 * @example
 * declare module "foyer-kit/core" {
 *   interface FoyerViews {
 *     Send: undefined
 *   }
 * }
 */
export interface FoyerViews {
  readonly Connect: undefined
  readonly Account: undefined
  readonly AllWallets: undefined
  readonly ConnectingWalletConnect: undefined
  readonly ConnectingWalletConnectBasic: undefined
  readonly ConnectingExternal: undefined
  readonly ConnectingMultiChain: ConnectingMultiChainData
  readonly SwitchNetwork: SwitchNetworkData | undefined
  readonly SwitchActiveChain: SwitchActiveChainData
  readonly UnsupportedChain: undefined
  readonly UsageExceeded: undefined
}

/** The name of a view the kernel or an installed plugin declares (see {@link FoyerViews}). */
export type ViewName = keyof FoyerViews & string

/**
 * A view name as held at run time: a declared one, or any string (a view an enabled plugin
 * contributes is checked when navigating). The `Record<never, never>` intersection keeps
 * editor completion for the declared names.
 */
export type AnyViewName = ViewName | (string & Record<never, never>)

/** Data of the SwitchNetwork view: the network to switch to. */
export interface SwitchNetworkData<N extends NetworkRef = NetworkRef> {
  readonly network: N
}

/**
 * Data of the ConnectingMultiChain view: a wallet that serves several chain families, by its
 * connectors, one per family, in the order the view lists them (the wallet lists give the
 * kit's family order, EVM first; see `WalletEntry.connectorIds`).
 */
export interface ConnectingMultiChainData {
  readonly connectorIds: ReadonlyArray<string>
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

/** The data type carried by the view `Name`. */
export type ViewData<Name extends AnyViewName> = Name extends keyof FoyerViews
  ? FoyerViews[Name]
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
export const viewDataOf = <Name extends ViewName>(
  entry: View | undefined,
  name: Name,
): FoyerViews[Name] | undefined =>
  entry?.name === name ? (entry.data as FoyerViews[Name] | undefined) : undefined
