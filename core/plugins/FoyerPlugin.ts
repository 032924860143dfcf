import type { Effect, Layer, Schema } from "effect"
import type { ChainAdapterEntry } from "../chains/ChainAdapter"
import type { ChainNamespace } from "../chains/ChainNamespace"
import type { PluginFeature, WalletFeature } from "../config/Features"
import type { ConnectContext } from "../connections/ConnectContext"
import type { ConnectorFactory } from "../connectors/Connector"
import type { ConnectorType } from "../connectors/ConnectorType"
import type { PairingSignIn } from "../connectors/PairingSignIn"
import type { KernelEventOf } from "../events/KernelEvents"
import type { MessageCatalogue } from "../messages/MessageCatalogue"
import type { TranslationLoaders } from "../messages/TranslationLoaders"
import type { ViewFlow } from "../modal/ViewFlow"
import type { NetworkChangeContext } from "../networks/NetworkChangeContext"
import type { KernelServices } from "./KernelServices"

/** A view's code, imported only when the view is first shown (a lazy chunk). */
export type ViewLoader = () => Promise<{ readonly default: unknown }>

/**
 * A view's route: its code and what the kernel must know about it without loading it. Plain
 * data, so that listing a plugin costs the page almost nothing before the modal opens.
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
}

/**
 * What a view does to the modal around it, as Effects: they live in the plugin's kit (loaded
 * with the kernel), not in its route. `R` is what they may use: the kernel's services and the
 * plugin's own.
 */
export interface ViewEffects<R = KernelServices> {
  /**
   * Whether a visitor's close (Escape, close button) is refused while the view shows: the
   * modal shakes instead. Read at the moment of the close; a program's close always closes.
   */
  readonly closeGuard?: Effect.Effect<boolean, never, R>
  /** Runs when the view is left (navigating away or closing) while no account is connected. */
  readonly onLeave?: Effect.Effect<void, never, R>
}

/**
 * An Account action's icon, a lazy chunk: its module's default export is SVG path data (`d`)
 * for a 24×24 viewBox, drawn as a 2-pixel outline with round caps and joins in the text's
 * colour (`currentColor`), the conventions of Lucide's icons. Lazy so that the plugin's
 * factory module, loaded with the page, stays plain data.
 * @example
 * icon: () => import("./actionIcon") // actionIcon.ts: export default "M12 19V5M5 12l7-7 7 7"
 */
export type ActionIconLoader = () => Promise<{ readonly default: string }>

/**
 * The glyphs the Account view draws for an action by name, with no chunk to load and a few
 * bytes in the plugin's factory: arrows out and in (send, receive), two arrows one each way
 * (swap), a payment card (buy), a clock (history), a person (a name).
 */
export type ActionGlyph = "arrowOut" | "arrowIn" | "arrowsBothWays" | "card" | "clock" | "person"

/**
 * Where the Account view shows an action: `"primary"` in the row of icon buttons under the
 * balance (Buy, Swap, Receive, Send: a few, short labels), `"list"` as a row with its icon
 * below them (Activity, Choose a name).
 */
export type AccountActionPlacement = "primary" | "list"

/** An action on the Account view (onramp, swaps, receive, send, or a plugin's own). */
export interface AccountAction {
  /** The wallet feature this action is; it places the action in the wallet feature order. */
  readonly feature: WalletFeature | (string & {})
  /** The message id of the visible label. */
  readonly label: string
  /** The view the action opens. */
  readonly view: string
  /**
   * The action's icon: a glyph of the kit's by name, or a lazy chunk of the plugin's own path
   * data; without one the view draws a generic glyph.
   */
  readonly icon?: ActionGlyph | ActionIconLoader
  /**
   * Where the Account view shows the action; when absent, `"primary"` for the spec's wallet
   * features (onramp, swaps, receive, send), `"list"` for any other.
   */
  readonly placement?: AccountActionPlacement
  /**
   * The connector types (spec 3) whose connections the action is for: the Account view shows it
   * only while the current account's wallet is of one of them (the embedded wallet's "change
   * email" only through AUTH). Absent: every connection.
   */
  readonly connectorTypes?: ReadonlyArray<ConnectorType>
}

/**
 * A part of the Connect view a plugin draws below the wallet list (an embedded wallet's email
 * field and social buttons, say): its code is a lazy chunk, loaded once the kit has started.
 * Sections are drawn by `order` (lowest first), then in plugin order.
 * @example
 * { id: "notice", order: 10, load: () => import("./sections/Notice") }
 */
export interface ConnectSection {
  /** Unique within the plugin. */
  readonly id: string
  /** Where the section sits among the others (0 by default). */
  readonly order?: number
  /** The section's code: a module whose default export is its React component. */
  readonly load: ViewLoader
}

/**
 * A tab a plugin adds to the Account view, after the kit's own "Tokens" (recent activity,
 * say): its label and its content, a lazy chunk loaded when the visitor first selects the tab.
 * Tabs are drawn by `order` (lowest first), then in plugin order.
 * @example
 * { id: "activity", label: "activity.title", load: () => import("./views/ActivityTab") }
 */
export interface AccountTab {
  /** Unique within the plugin. */
  readonly id: string
  /** The message id of the tab's label (a short noun: it names the tab and its panel). */
  readonly label: string
  /** Where the tab sits among the contributed ones (0 by default). */
  readonly order?: number
  /**
   * The tab's content: a module whose default export is a React component with no props,
   * which reaches the kit through the UI SDK's hooks as a view does.
   */
  readonly load: ViewLoader
}

/** Work that runs after a connect (sign-in, email capture); `R` as in {@link ViewEffects}. */
export interface ConnectHook<R = KernelServices> {
  /** Unique among hooks; other hooks name it in `replaces`. */
  readonly id: string
  /** Whether the hook runs for this connection; absent means always. */
  readonly appliesTo?: (context: ConnectContext) => boolean
  /** Hooks this one replaces when it applies (e.g. email capture replaces sign-in on AUTH). */
  readonly replaces?: ReadonlyArray<string>
  /** The work: opens a view, signs a message, ... */
  readonly run: (context: ConnectContext) => Effect.Effect<void, unknown, R>
}

/**
 * The kernel events a plugin may react to; the kernel runs each hook, in plugin order. `R` as
 * in {@link ViewEffects}. `networkChange`, `close`, `disconnect` and `accountChange` are sugar over the kernel's
 * event stream (`KernelEvents`): each runs, forked in the kit's scope, when its event is told.
 */
export interface PluginHooks<R = KernelServices> {
  /** Work to run after a connect (sign-in, email capture). */
  readonly connect?: ReadonlyArray<ConnectHook<R>>
  /** Runs after the active network changed (e.g. a form that belongs to one network resets). */
  readonly networkChange?: (context: NetworkChangeContext) => Effect.Effect<void, never, R>
  /** Runs after the modal closed. */
  readonly close?: Effect.Effect<void, never, R>
  /** Runs after a wallet's connection ended (the visitor disconnected it, or the wallet did). */
  readonly disconnect?: (event: KernelEventOf<"Disconnected">) => Effect.Effect<void, never, R>
  /** Runs after the account on the active network became another one, or none. */
  readonly accountChange?: (event: KernelEventOf<"AccountChanged">) => Effect.Effect<void, never, R>
  /** Sign-in during a WalletConnect pairing; the first enabled plugin's is used. */
  readonly pairingSignIn?: PairingSignIn<R>
}

/**
 * The Effect services a plugin adds, built on the kernel's services. `Provides` are its own
 * services, which its views and hooks may use.
 */
export type PluginLayer<Provides = never> = Layer.Layer<Provides, never, KernelServices>

/**
 * A plugin's Effect side: what needs the Effect runtime. It sits in its own module, which the
 * kernel imports when it starts (after the visitor's first click or a session restore), so a
 * page that lists plugins loads none of it before then. `Provides` are the plugin's own
 * services; its hooks and view effects may use them besides the kernel's (`Requires`).
 * @example
 * // plugins/notes/notesKit.ts
 * export default definePluginKit({
 *   optionsSchema: NotesOptions,
 *   layer: (options: NotesOptions) => Notes.layer(options),
 *   hooks: { close: Effect.flatMap(Effect.service(Notes), (notes) => notes.save) },
 * })
 */
export interface PluginKit<
  Options = unknown,
  Provides = never,
  Requires = KernelServices | Provides,
> {
  /** Decodes the plugin's `options` (defaults applied) at start-up; a bad option fails the start. */
  readonly optionsSchema?: Schema.Decoder<Options>
  /** The plugin's Effect services, given its decoded options. */
  layer?(options: Options): PluginLayer<Provides>
  /** Work the kernel runs on connect, network change and close. */
  readonly hooks?: PluginHooks<Requires>
  /** What the plugin's views do to the modal around them, by view name (its own views only). */
  readonly views?: Readonly<Record<string, ViewEffects<Requires>>>
  /** Connectors the plugin adds (an embedded wallet, another chain family's wallets). */
  readonly connectors?: ReadonlyArray<ConnectorFactory>
  /**
   * How the kit talks to the wallets of a chain family the kernel does not know (Solana,
   * Bitcoin): one adapter per namespace, which the plugin's connectors' wallets belong to.
   * The kernel's EVM adapter is never replaced. A function is given the decoded options, for
   * an adapter that obeys one (Solana's `preflightCommitment`). A `DeferredChainAdapter` keeps
   * the adapter's code out of the kit until a wallet of its family is used.
   */
  readonly chainAdapters?: ReadonlyArray<ChainAdapterEntry> | ChainAdaptersFor<Options>
}

/**
 * A kit's chain adapters made from its decoded options. Written as a method's type so that,
 * as for `layer`, a kit with options is still a `PluginKit` of unknown options.
 * @example
 * chainAdapters: (options: MyChainOptions) => [makeMyChainAdapter(options)]
 */
export type ChainAdaptersFor<Options> = {
  bivariant(options: Options): ReadonlyArray<ChainAdapterEntry>
}["bivariant"]

/**
 * What effects of "some plugin's kit" require: each kit's hooks may use its own services, so
 * no one type but `any` admits every kit. The kernel builds every enabled kit's layer into
 * the one runtime those effects run on, so there they find what they need.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above; only the plugin descriptor uses it.
export type AnyServices = any

/** Imports a plugin's kit module, whose default export is its kit (typed by `definePluginKit`). */
export type PluginKitLoader = () => Promise<{
  readonly default: PluginKit<unknown, never, AnyServices>
}>

/**
 * An optional feature of the kit. A plain object a factory returns
 * (`send(options?) => FoyerPlugin`); the registry resolves, orders and checks it. It holds
 * data only (routes, messages, actions); everything that needs Effect is in its `kit`.
 */
export interface FoyerPlugin<Id extends string = string> {
  /** Unique id; also the folder name under plugins/. */
  readonly id: Id
  /**
   * The feature flag that turns the plugin on, or several, any of which turns it on (the
   * embedded wallet: `["email", "socials"]`); absent means on whenever it is listed.
   */
  readonly feature?: PluginFeature | ReadonlyArray<PluginFeature>
  /** Ids of plugins that must also be enabled. */
  readonly requires?: ReadonlyArray<string>
  /** The developer's options as given; the kit's `optionsSchema` decodes them at start-up. */
  readonly options?: unknown
  /** Views the plugin contributes, by view name (typed through `FoyerViews`). */
  readonly views?: Readonly<Record<string, ViewRoute>>
  /** The English text of every message id the plugin's views and errors use. */
  readonly messages?: MessageCatalogue
  /** Its messages in other languages, each a lazy chunk loaded when that language is chosen. */
  readonly translations?: TranslationLoaders
  /** Actions the plugin adds to the Account view. */
  readonly accountActions?: ReadonlyArray<AccountAction>
  /** Tabs the plugin adds to the Account view, after Tokens. */
  readonly accountTabs?: ReadonlyArray<AccountTab>
  /**
   * The chain families its kit brings adapters for (`PluginKit.chainAdapters`), known before
   * the kit loads: the modal's first frame needs them to apply spec 2's opening rule.
   */
  readonly chainNamespaces?: ReadonlyArray<ChainNamespace>
  /** Sections the plugin adds to the Connect view, below the wallet list. */
  readonly connectSections?: ReadonlyArray<ConnectSection>
  /** The plugin's Effect side, imported when the kernel starts (a lazy chunk). */
  readonly kit?: PluginKitLoader
}

/**
 * Declares a plugin with its id kept as a literal type; a typed identity function.
 * @example
 * export const activity = (options?: ActivityOptions) =>
 *   definePlugin({
 *     id: "activity",
 *     feature: "activity",
 *     options,
 *     views: { Activity: { load: () => import("./views/Activity"), title: "activity.title" } },
 *     kit: () => import("./activityKit"),
 *   })
 */
export const definePlugin = <const Id extends string>(plugin: FoyerPlugin<Id>): FoyerPlugin<Id> =>
  plugin

/**
 * Declares a plugin's kit (the default export of its kit module) with its options and
 * services typed: hooks and view effects may use the services its layer provides.
 */
export const definePluginKit = <Options = unknown, Provides = never>(
  kit: PluginKit<Options, Provides, KernelServices | NoInfer<Provides>>,
): PluginKit<Options, Provides> => kit
