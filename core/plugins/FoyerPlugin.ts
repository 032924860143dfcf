import type { Effect, Layer, Schema } from "effect"
import type { ChainNamespace } from "../chains/ChainNamespace"
import type { FeatureFlag, WalletFeature } from "../config/Features"
import type { KernelServices } from "./KernelServices"

/** A view's code, imported only when the view is first shown (a lazy chunk). */
export type ViewLoader = () => Promise<{ readonly default: unknown }>

/** An action on the Account view (onramp, swaps, receive, send, or a plugin's own). */
export interface AccountAction {
  /** The wallet feature this action is; it places the action in the wallet feature order. */
  readonly feature: WalletFeature | (string & {})
  /** The visible label. */
  readonly label: string
  /** The view the action opens. */
  readonly view: string
}

/** The connector types of spec 3. */
export type ConnectorType =
  | "ANNOUNCED"
  | "AUTH"
  | "MULTI_CHAIN"
  | "EXTERNAL"
  | "WALLET_CONNECT"
  | "INJECTED"

/** What a connect hook is told about the connection that was just made. */
export interface ConnectContext {
  readonly connectorType: ConnectorType
  readonly chainNamespace: ChainNamespace
  readonly caipNetworkId: string
  readonly address: string
}

/** Work that runs after a connect (sign-in, email capture). */
export interface ConnectHook {
  /** Unique among hooks; other hooks name it in `replaces`. */
  readonly id: string
  /** Whether the hook runs for this connection; absent means always. */
  readonly appliesTo?: (context: ConnectContext) => boolean
  /** Hooks this one replaces when it applies (e.g. email capture replaces sign-in on AUTH). */
  readonly replaces?: ReadonlyArray<string>
  /** The work: opens a view, signs a message, ... */
  readonly run: (context: ConnectContext) => Effect.Effect<void, unknown, KernelServices>
}

/** The Effect services a plugin adds, built on the kernel's services. */
export type PluginLayer = Layer.Layer<never, never, KernelServices>

/** A plugin's options and the schema (with defaults) they are decoded by at start-up. */
export interface PluginConfig<Options> {
  readonly schema: Schema.Decoder<Options>
  readonly input: unknown
}

/**
 * An optional feature of the kit. A plain object a factory returns
 * (`swap(options?) => FoyerPlugin`); the registry resolves, orders and checks it.
 */
export interface FoyerPlugin<Id extends string = string, Options = unknown> {
  /** Unique id; also the folder name under plugins/. */
  readonly id: Id
  /** The feature flag that turns the plugin on; absent means on whenever it is listed. */
  readonly feature?: FeatureFlag
  /** Ids of plugins that must also be enabled. */
  readonly requires?: ReadonlyArray<string>
  /** The plugin's options, decoded (and defaulted) at start-up. */
  readonly config?: PluginConfig<Options>
  /** Views the plugin contributes, by view name, each a lazy chunk. */
  readonly views?: Readonly<Record<string, ViewLoader>>
  /** The plugin's Effect services, given its decoded options. */
  layer?(options: Options): PluginLayer
  /** Actions the plugin adds to the Account view. */
  readonly accountActions?: ReadonlyArray<AccountAction>
  /** Work to run after a connect. */
  readonly connectHooks?: ReadonlyArray<ConnectHook>
}

/**
 * Declares a plugin with its id kept as a literal type; a typed identity function.
 * @example
 * export const activity = (options?: ActivityOptions) =>
 *   definePlugin({ id: "activity", feature: "activity", views: { Activity: () => import("./views/Activity") } })
 */
export const definePlugin = <const Id extends string, Options = unknown>(
  plugin: FoyerPlugin<Id, Options>,
): FoyerPlugin<Id, Options> => plugin
