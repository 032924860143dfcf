import { Duration, Effect, Schema, SchemaGetter } from "effect"
import { defaultRpcUrl, servers } from "../api/generated/operations"
import { AccountType, defaultAccountTypes } from "../chains/AccountType"
import { CaipNetwork } from "../chains/CaipNetwork"
import { sanitizeWalletName } from "../connectors/sanitizeWalletName"
import { pendingTransactionsPolling } from "../Schedules"
import { Features } from "./Features"

const withDefault = <S extends Schema.Top>(schema: S, value: S["Encoded"]) =>
  schema.pipe(Schema.withDecodingDefaultKey(Effect.succeed(value)))

/** The public WalletConnect relay, used unless `endpoints.relayUrl` says otherwise. */
export const defaultRelayUrl = "wss://relay.walletconnect.org"

const isHttpUrl = (s: string) => /^https?:\/\/[^\s]+$/.test(s)

const HttpUrl = Schema.String.check(
  Schema.makeFilter((s: string) => isHttpUrl(s) || "Expected an http(s) URL"),
)

/** The dApp's metadata shown to wallets (spec 3 "Dapp metadata"). */
export const Metadata = Schema.Struct({
  name: Schema.String.check(Schema.isNonEmpty()),
  description: Schema.String,
  url: HttpUrl,
  icons: Schema.Array(HttpUrl),
})
/** The dApp's metadata. */
export type Metadata = typeof Metadata.Type

/** A CAIP-2 network id as written in configuration, e.g. "eip155:1". */
export const CaipNetworkIdText = Schema.String.check(
  Schema.makeFilter(
    (s: string) =>
      /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(s) ||
      'Expected a CAIP-2 network id such as "eip155:1"',
  ),
)

/**
 * The theme variables a developer can set: the theme contract (docs/configure.md "Themes").
 * Each is a CSS value for one `--foyer-*` variable; the light and dark modes give the rest.
 */
export const ThemeVariables = Schema.Struct({
  /** The accent colour of primary buttons, links and focus. */
  accent: Schema.optionalKey(Schema.String),
  /** The text colour on the accent. */
  accentForeground: Schema.optionalKey(Schema.String),
  /** The font stack. */
  fontFamily: Schema.optionalKey(Schema.String),
  /** The base font size; every other size is a multiple of it. */
  fontSizeBase: Schema.optionalKey(Schema.String),
  /** The modal's corner radius; controls use half of it. */
  borderRadius: Schema.optionalKey(Schema.String),
  /** The colour over the page behind the modal. */
  overlayColor: Schema.optionalKey(Schema.String),
  /** The blur of the page behind the modal, a CSS length ("0px" for none). */
  overlayBlur: Schema.optionalKey(Schema.String),
  /** The modal's width on screens wider than it. */
  modalWidth: Schema.optionalKey(Schema.String),
  zIndex: Schema.optionalKey(Schema.Int),
  /** The QR code's dark modules. */
  qrColor: Schema.optionalKey(Schema.String),
})
/** The theme variables. */
export type ThemeVariables = typeof ThemeVariables.Type

const WsUrl = Schema.String.check(
  Schema.makeFilter((s: string) => /^wss?:\/\/[^\s]+$/.test(s) || "Expected a ws(s) URL"),
)

/**
 * Schemes a wallet link may never use, though they fit `scheme://`: they run script, show
 * inline or local content, or open browser internals, not a wallet (issue 11).
 */
const forbiddenLinkSchemes: ReadonlySet<string> = new Set([
  "javascript",
  "vbscript",
  "livescript",
  "data",
  "blob",
  "file",
  "filesystem",
  "about",
  "view-source",
  "jar",
  "mhtml",
  "ms-its",
  "res",
  "resource",
  "chrome",
  "chrome-extension",
  "moz-extension",
  "safari-extension",
  "ms-browser-extension",
])

const walletLinkExpected = "Expected a universal (https://) or native (scheme://) link"

/**
 * A phone wallet's deep link: a universal `https:` link, or the wallet's own `scheme://` link
 * (`metamask://`, `trust://`). It ends up in an `href`, so script and content schemes fail.
 */
const WalletLink = Schema.String.check(
  Schema.makeFilter((s: string) => {
    if (!/^(https?:\/\/|[a-z][a-z0-9+.-]*:\/\/)[^\s]*$/.test(s)) return walletLinkExpected
    const scheme = s.slice(0, s.indexOf(":"))
    return forbiddenLinkSchemes.has(scheme) ? `${walletLinkExpected}, not a ${scheme}: URL` : true
  }),
)

/**
 * A wallet of the dApp's own (the Connect view's "custom" group), reached over WalletConnect:
 * by name, with the link that opens it (a phone's deep link: a universal `https:` link, or a
 * native `scheme://` link). One with the id of a catalogue wallet stands for it.
 */
export const WalletConnectWallet = Schema.Struct({
  id: Schema.String.check(Schema.isNonEmpty()),
  /** Shown in the views: decoded without bidi or invisible characters (`sanitizeWalletName`). */
  name: Schema.String.check(Schema.isNonEmpty()).pipe(
    Schema.decode({
      decode: SchemaGetter.transform((name: string) => sanitizeWalletName(name)),
      encode: SchemaGetter.passthrough(),
    }),
  ),
  link: WalletLink,
  icon: Schema.optionalKey(HttpUrl),
  /** The EIP-6963 rdns of its browser extension: once installed, the extension stands for it. */
  rdns: Schema.optionalKey(Schema.String.check(Schema.isNonEmpty())),
  /** Where to get it ("New to wallets?" links there). */
  download: Schema.optionalKey(HttpUrl),
})
/** A WalletConnect wallet with its deep link. */
export type WalletConnectWallet = typeof WalletConnectWallet.Type

/**
 * A network the developer adds: its explorer becomes the account's `addressExplorerUrl` (a
 * link a page renders) and its image an `<img src>`, so both must be web URLs (an image may
 * also be inline `data:image/`); anything else, `javascript:` first, is a config error.
 */
const ConfiguredNetwork = CaipNetwork.check(
  Schema.makeFilter((network) => {
    const explorer = network.blockExplorers?.default.url
    const image = network.assets?.imageUrl
    return [
      ...(explorer === undefined || isHttpUrl(explorer)
        ? []
        : [{ path: ["blockExplorers", "default", "url"], issue: "Expected an http(s) URL" }]),
      ...(image === undefined || isHttpUrl(image) || /^data:image\//.test(image)
        ? []
        : [{ path: ["assets", "imageUrl"], issue: "Expected an http(s) or data:image/ URL" }]),
    ]
  }),
)

/** Sign-in with the wallet options (spec 4 SIWX); the siwx plugin does the signing. */
export const SiwxOptions = Schema.Struct({
  /** When true the visitor must sign in: closing is disabled and cancelling disconnects. */
  required: withDefault(Schema.Boolean, false),
})

/**
 * Pending-transaction watching (spec 4, 9; AppKit's option of the same name and shape): when
 * enabled, the connected EVM account's balance is refreshed whenever its network has new
 * pending transactions, polled every `pollingInterval` ms, until 99 polls have seen some.
 * Disabled by default; polling every 30000 ms.
 */
export const PendingTransactionsFilter = Schema.Struct({
  enable: withDefault(Schema.Boolean, false),
  pollingInterval: withDefault(
    Schema.Int.check(Schema.isGreaterThan(0, { message: "Expected a whole number of ms above 0" })),
    Duration.toMillis(pendingTransactionsPolling),
  ),
})

/**
 * The configuration options of spec point 3, with the defaults of spec point 9.
 * Decoding fills every default; unknown keys are errors so typos are caught at start-up.
 */
export const FoyerConfig = Schema.Struct({
  projectId: Schema.String.check(Schema.isNonEmpty()),
  /**
   * The networks the dApp supports, as CAIP-2 ids of the catalogue (the default listed
   * chains) or of `customNetworks`; the first is the default.
   */
  networks: Schema.Array(CaipNetworkIdText).check(
    Schema.isNonEmpty({ message: "At least one network is required" }),
  ),
  defaultNetwork: Schema.optionalKey(CaipNetworkIdText),
  /** Networks beyond the catalogue (a devnet, an L2), or catalogue networks with other RPC URLs. */
  customNetworks: withDefault(Schema.Array(ConfiguredNetwork), []),
  metadata: Schema.optionalKey(Metadata),
  features: withDefault(Features, {}),
  /** Features the provider controls remotely; they override `features` (spec 3, 6). */
  remoteFeatures: Schema.optionalKey(Schema.Struct(partialFields(Features.fields))),
  siwx: Schema.optionalKey(SiwxOptions),
  defaultAccountTypes: withDefault(
    Schema.Struct({
      eip155: withDefault(AccountType, defaultAccountTypes.eip155),
      solana: withDefault(AccountType, defaultAccountTypes.solana),
      polkadot: withDefault(AccountType, defaultAccountTypes.polkadot),
      bip122: withDefault(AccountType, defaultAccountTypes.bip122),
    }),
    {},
  ),
  enableReconnect: withDefault(Schema.Boolean, true),
  enableNetworkSwitch: withDefault(Schema.Boolean, true),
  allowUnsupportedChain: withDefault(Schema.Boolean, false),
  signOutOnDisconnect: withDefault(Schema.Boolean, true),
  coinbasePreference: withDefault(Schema.Literals(["all", "smartWalletOnly", "eoaOnly"]), "all"),
  /**
   * Each network's primary token, by CAIP-2 network id: the account button shows that token's
   * balance there (read on chain) instead of the native currency's. An EVM network's token is
   * an ERC-20 contract address.
   */
  tokens: withDefault(
    Schema.Record(
      CaipNetworkIdText,
      Schema.Struct({ address: Schema.String, image: Schema.optionalKey(HttpUrl) }),
    ).check(
      Schema.makeFilter((tokens) =>
        Object.entries(tokens).flatMap(([caipNetworkId, token]) =>
          caipNetworkId.startsWith("eip155:") && !/^0x[0-9a-fA-F]{40}$/.test(token.address)
            ? [
                {
                  path: [caipNetworkId, "address"],
                  issue: "Expected an EVM address (0x and 40 hex digits)",
                },
              ]
            : [],
        ),
      ),
    ),
    {},
  ),
  pendingTransactionsFilter: withDefault(PendingTransactionsFilter, {}),
  allWallets: withDefault(Schema.Literals(["SHOW", "HIDE", "ONLY_MOBILE"]), "SHOW"),
  includeWalletIds: withDefault(Schema.Array(Schema.String), []),
  excludeWalletIds: withDefault(Schema.Array(Schema.String), []),
  featuredWalletIds: withDefault(Schema.Array(Schema.String), []),
  /** Whether the built-in wallet catalogue is offered (false: only `walletConnectWallets`). */
  walletCatalogue: withDefault(Schema.Boolean, true),
  termsConditionsUrl: Schema.optionalKey(HttpUrl),
  privacyPolicyUrl: Schema.optionalKey(HttpUrl),
  themeMode: withDefault(Schema.Literals(["light", "dark"]), "light"),
  themeVariables: withDefault(ThemeVariables, {}),
  /**
   * The language of the modal, the page buttons and the toasts: a BCP 47 tag ("ar-EG"), of
   * which the supported language with the same primary subtag is spoken (core/messages/Locale).
   * Without it, the browser's first supported language (`navigator.languages`), else English.
   */
  locale: Schema.optionalKey(
    Schema.String.check(
      Schema.makeFilter(
        (s: string) =>
          /^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*$/.test(s) ||
          'Expected a BCP 47 language tag such as "ar-EG"',
      ),
    ),
  ),
  /**
   * Where the provider's services are: the blockchain API, the analytics service and the
   * blockchain RPC. The defaults are the real provider's hosts from the OpenAPI contract;
   * point them at the sandbox (`npm run sandbox` prints its URLs) to run offline.
   */
  endpoints: withDefault(
    Schema.Struct({
      apiUrl: withDefault(HttpUrl, servers.api.url),
      analyticsUrl: withDefault(HttpUrl, servers.analytics.url),
      rpcUrl: withDefault(HttpUrl, defaultRpcUrl),
      /** The WalletConnect relay (the sandbox prints its own). */
      relayUrl: withDefault(WsUrl, defaultRelayUrl),
    }),
    {},
  ),
  /** The wallets the WalletConnect views offer with a deep link (on phones). */
  walletConnectWallets: withDefault(Schema.Array(WalletConnectWallet), []),
  /**
   * Manual WalletConnect control (spec 2; AppKit's option of the same name): the dApp drives
   * WalletConnect itself and uses the modal only for the pairing, so opening always shows
   * ConnectingWalletConnectBasic (AllWallets on a phone) instead of Connect or Account.
   */
  manualWCControl: withDefault(Schema.Boolean, false),
  /** Inline (embedded) modal instead of an overlay dialog. */
  embedded: withDefault(Schema.Boolean, false),
  /**
   * Whether the visitor consented to usage analytics and error reports (GDPR). Until it is
   * true (here or through `setAnalyticsConsent`) nothing is kept or sent, even with the
   * `analytics` feature on.
   */
  analyticsConsent: withDefault(Schema.Boolean, false),
})
/** The decoded configuration, every default filled in. */
export type FoyerConfig = typeof FoyerConfig.Type
/** The configuration as a developer writes it. */
export type FoyerConfigInput = typeof FoyerConfig.Encoded

function partialFields<F extends Schema.Struct.Fields>(fields: F) {
  const out: Record<string, Schema.Top> = {}
  for (const [key, schema] of Object.entries(fields))
    out[key] = Schema.optionalKey(Schema.toType(schema))
  return out as { readonly [K in keyof F]: Schema.optionalKey<Schema.toType<F[K]>> }
}
