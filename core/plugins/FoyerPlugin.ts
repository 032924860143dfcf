import type { Effect, Layer, Schema } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainNamespace } from "../chains/ChainNamespace"
import type { FeatureFlag, WalletFeature } from "../config/Features"
import type { ConnectorFactory } from "../connectors/Connector"
import type { MessageCatalogue } from "../messages/MessageCatalogue"
import type { KernelServices } from "./KernelServices"

/** A view's code, imported only when the view is first shown (a lazy chunk). */
export type ViewLoader = () => Promise<{ readonly default: unknown }>

/** Which flow a view belongs to; a connect that succeeds on a connect-flow view closes the modal. */
export type ViewFlow = "connect" | "transaction"

/**
 * A view's route: its code and what the kernel must know about it without loading it.
 * @example
 * { load: () => import("./views/Send"), title: "send.title", flow: "transaction" }
 */
export interface ViewRoute {
  /** The view's code, a lazy chunk. */
  readonly load: ViewLoader
  /** The message id of the modal's title while the view shows (it names the dialog). */
  readonly title?: string
  /** The flow the view belongs to, if any. */
  readonly flow?: ViewFlow
  /** Pushing it redirects to UsageExceeded once the plan's usage is exceeded (spec 2). */
  readonly usageLimited?: boolean
  /**
   * Whether a visitor's close (Escape, close button) is refused while the view shows: the
   * modal shakes instead. Read at the moment of the close; a program's close always closes.
   */
  readonly closeGuard?: Effect.Effect<boolean, never, KernelServices>
  /** Runs when the view is left (navigating away or closing) while no account is connected. */
  readonly onLeave?: Effect.Effect<void, never, KernelServices>
}

/** An action on the Account view (onramp, swaps, receive, send, or a plugin's own). */
export interface AccountAction {
  /** The wallet feature this action is; it places the action in the wallet feature order. */
  readonly feature: WalletFeature | (string & {})
  /** The message id of the visible label. */
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

/** What a network-change hook is told: the network now active and the one before. */
export interface NetworkChangeContext {
  readonly network: CaipNetwork
  readonly previous: CaipNetwork | undefined
}

/** The kernel events a plugin may react to; the kernel runs each hook, in plugin order. */
export interface PluginHooks {
  /** Work to run after a connect (sign-in, email capture). */
  readonly connect?: ReadonlyArray<ConnectHook>
  /** Runs after the active network changed (e.g. a form that belongs to one network resets). */
  readonly networkChange?: (
    context: NetworkChangeContext,
  ) => Effect.Effect<void, never, KernelServices>
  /** Runs after the modal closed. */
  readonly close?: Effect.Effect<void, never, KernelServices>
}

/**
 * The Effect services a plugin adds, built on the kernel's services. `Provides` are its own
 * services, which its views and hooks may use.
 */
export type PluginLayer<Provides = never> = Layer.Layer<Provides, never, KernelServices>

/**
 * A plugin's options schema; the developer's options are decoded (defaults applied) at
 * start-up, and the decoded value reaches `layer`.
 */
export interface PluginConfig<Options> {
  readonly schema: Schema.Decoder<Options>
  readonly input: unknown
}

/**
 * An optional feature of the kit. A plain object a factory returns
 * (`send(options?) => FoyerPlugin`); the registry resolves, orders and checks it.
 */
export interface FoyerPlugin<Id extends string = string, Options = unknown, Provides = never> {
  /** Unique id; also the folder name under plugins/. */
  readonly id: Id
  /** The feature flag that turns the plugin on; absent means on whenever it is listed. */
  readonly feature?: FeatureFlag
  /** Ids of plugins that must also be enabled. */
  readonly requires?: ReadonlyArray<string>
  /** The plugin's options, decoded (and defaulted) at start-up. */
  readonly config?: PluginConfig<Options>
  /** Views the plugin contributes, by view name (typed through `FoyerViews`). */
  readonly views?: Readonly<Record<string, ViewRoute>>
  /** The English text of every message id the plugin's views and errors use. */
  readonly messages?: MessageCatalogue
  /** The plugin's Effect services, given its decoded options. */
  layer?(options: Options): PluginLayer<Provides>
  /** Actions the plugin adds to the Account view. */
  readonly accountActions?: ReadonlyArray<AccountAction>
  /** Work the kernel runs on connect, network change and close. */
  readonly hooks?: PluginHooks
  /** Connectors the plugin adds (an embedded wallet, another chain family's wallets). */
  readonly connectors?: ReadonlyArray<ConnectorFactory>
}

/**
 * Declares a plugin with its id kept as a literal type; a typed identity function.
 * @example
 * export const activity = (options?: ActivityOptions) =>
 *   definePlugin({ id: "activity", feature: "activity", views: { Activity: { load: () => import("./views/Activity") } } })
 */
export const definePlugin = <const Id extends string, Options = unknown, Provides = never>(
  plugin: FoyerPlugin<Id, Options, Provides>,
): FoyerPlugin<Id, Options, Provides> => plugin
