import { type FoyerPlugin, foyerSandboxAt, withSandbox } from "foyer-kit/core"
import { activity } from "foyer-kit/plugins/activity"
import { bitcoin } from "foyer-kit/plugins/bitcoin"
import { emailCapture } from "foyer-kit/plugins/email-capture"
import { embeddedWallet } from "foyer-kit/plugins/embedded-wallet"
import { multiWallet } from "foyer-kit/plugins/multi-wallet"
import { names } from "foyer-kit/plugins/names"
import { onramp } from "foyer-kit/plugins/onramp"
import { pay } from "foyer-kit/plugins/pay"
import { receive } from "foyer-kit/plugins/receive"
import { send } from "foyer-kit/plugins/send"
import { siwx } from "foyer-kit/plugins/siwx"
import { solana } from "foyer-kit/plugins/solana"
import { swap } from "foyer-kit/plugins/swap"
import type { FoyerOptions } from "foyer-kit/react"
import type { DemoConfig } from "./DemoConfig"

/**
 * Every plugin that has shipped, so the demo shows the whole kit; each other one joins this
 * list as `plugins/<id>` is finished (e.g. `swap()`, `onramp()`). Send offers the native
 * currency and every ERC-20 token the account holds (the sandbox's seeded test tokens);
 * Receive shows the account's address, its QR code and the networks it can receive on.
 * Activity lists the account's transactions on the active devnet, indexed from anvil. Names
 * registers a name under foyer.id on the sandbox's naming service, which checks the signature.
 * Pay with exchange pays the demo's request from the sandbox exchange (which turns email and
 * socials off, spec 5: the demo has neither). Swap trades the devnets' tokens on the sandbox's
 * Uniswap V2 (both devnets added to spec 9's swap networks). Solana lists the page's Wallet
 * Standard wallets (the sandbox Solana test wallet under `npm start`) and brings the sandbox's
 * Solana devnet among the networks (`withSandbox` adds it for a site with a Solana adapter),
 * where a Solana account is held beside the EVM one (one connection per chain family).
 */
export const demoPlugins: ReadonlyArray<FoyerPlugin> = [
  send(),
  receive(),
  activity(),
  names(),
  onramp(),
  pay(),
  swap({ networks: ["eip155:31337", "eip155:31338"] }),
  solana(),
]

/** How the demo asks visitors to sign in, from its page's query (`?siwx=...`). */
export interface DemoSignIn {
  /** `?siwx=optional` or `?siwx=required`: sign-in with the wallet after connecting. */
  readonly mode: "off" | "optional" | "required"
  /** `&siwxStorage=server`: sessions kept by the sandbox's sign-in server, not the page. */
  readonly storage: "local" | "server"
}

/**
 * Reads the demo's sign-in choice from the page's query string: off unless `siwx` says
 * `optional` or `required` (sign-in would otherwise make every connect of the demo sign).
 * @example
 * demoSignIn("?siwx=required&siwxStorage=server") // { mode: "required", storage: "server" }
 */
export const demoSignIn = (search: string): DemoSignIn => {
  const query = new URLSearchParams(search)
  const mode = query.get("siwx")
  return {
    mode: mode === "optional" || mode === "required" ? mode : "off",
    storage: query.get("siwxStorage") === "server" ? "server" : "local",
  }
}

/** The languages the demo offers (Foyer's catalogues), each named in itself. */
export const demoLanguages = [
  { locale: "en", name: "English" },
  { locale: "ar", name: "العربية" },
  { locale: "de", name: "Deutsch" },
  { locale: "es", name: "Español" },
  { locale: "fr", name: "Français" },
  { locale: "ja", name: "日本語" },
] as const

/** How the demo starts looking, from its page's query (`?theme=dark&lang=ar`). */
export interface DemoLook {
  /** `?theme=dark`: the kit (and the page) start dark; light otherwise. */
  readonly themeMode: "light" | "dark"
  /** `?lang=<one of demoLanguages>`: the kit's language; the browser's otherwise. */
  readonly locale: string | undefined
}

/**
 * Reads the demo's starting theme and language from the page's query string, so a link (and
 * the screenshot tests) can open it dark or in Arabic; anything else is ignored.
 * @example
 * demoLook("?theme=dark&lang=ar") // { themeMode: "dark", locale: "ar" }
 */
export const demoLook = (search: string): DemoLook => {
  const query = new URLSearchParams(search)
  const lang = query.get("lang")
  return {
    themeMode: query.get("theme") === "dark" ? "dark" : "light",
    locale: demoLanguages.find((language) => language.locale === lang)?.locale,
  }
}

/**
 * Whether the demo lists the multi-wallet plugin, from its page's query: `?multiWallet=on` (the
 * Account view's Wallets, the ProfileWallets view). Off otherwise, as the spec's multiWallet
 * feature is by default, so the Account view keeps the actions the other demo pages show.
 * @example
 * demoMultiWallet("?multiWallet=on") // true
 */
export const demoMultiWallet = (search: string): boolean =>
  new URLSearchParams(search).get("multiWallet") === "on"

/**
 * Whether the demo is an EVM and Solana site, from its page's query: yes unless `?solana=off`,
 * which leaves the solana plugin out, and with it the Solana devnet (`withSandbox` lists a
 * family's devnet only for a site that can connect it). Spec 5 offers WalletConnect one-click
 * sign-in only to a site whose every network is eip155: its end-to-end test opens the demo so.
 * @example
 * demoSolana("?solana=off") // false
 */
export const demoSolana = (search: string): boolean =>
  new URLSearchParams(search).get("solana") !== "off"

/**
 * Whether the demo is a Bitcoin site too, from its page's query: `?bitcoin=on` lists the
 * bitcoin plugin, and with it the sandbox's Bitcoin regtest (withSandbox), so WalletConnect also
 * asks the sandbox WalletConnect wallet for a Bitcoin account. Off otherwise: the other demo
 * pages (and their screenshots) keep the networks they list.
 * @example
 * demoBitcoin("?bitcoin=on") // true
 */
export const demoBitcoin = (search: string): boolean =>
  new URLSearchParams(search).get("bitcoin") === "on"

/**
 * Whether the demo offers the embedded wallet (email sign-in through the sandbox's secure site),
 * from its page's query: `?email=on`, which also leaves the pay plugin out (spec 5: "When the
 * pay feature is on, email and socials are disabled"). Off otherwise, so the other demo pages
 * keep pay with exchange.
 * @example
 * demoEmail("?email=on") // true
 */
export const demoEmail = (search: string): boolean =>
  new URLSearchParams(search).get("email") === "on"

/** The demo's legal terms, from its page's query: `?legal=notice` or `?legal=checkbox`. */
export type DemoLegal = "off" | "notice" | "checkbox"

/**
 * Reads the demo's legal terms from the page's query string: off unless `legal` says `notice`
 * (the terms and privacy links under the wallets) or `checkbox` (the legalCheckbox feature: the
 * visitor ticks the box before connecting).
 * @example
 * demoLegal("?legal=checkbox") // "checkbox"
 */
export const demoLegal = (search: string): DemoLegal => {
  const legal = new URLSearchParams(search).get("legal")
  return legal === "notice" || legal === "checkbox" ? legal : "off"
}

/**
 * Whether the demo asks an embedded-wallet visitor for an optional email after connecting
 * (the email-capture plugin, spec 5: it replaces sign-in there), from its page's query:
 * `?capture=on`, with `?email=on`. The page shows the email the plugin hands it.
 * @example
 * demoCapture("?email=on&capture=on") // true
 */
export const demoCapture = (search: string): boolean =>
  demoEmail(search) && new URLSearchParams(search).get("capture") === "on"

/** What the demo page learns from the kit through plugin options. */
export interface DemoHooks {
  /** Email capture's `onEmail`: the email the visitor gave. */
  readonly onEmailCaptured?: (email: string) => void
}

/**
 * The kit's options for the demo, as its page's query (`search`) chooses them: pointed at the
 * sandbox its configuration names (both EVM devnets and, unless `?solana=off`, the Solana
 * devnet with the solana plugin; with `?bitcoin=on` the Bitcoin regtest with the bitcoin plugin;
 * its endpoints and relay), offering the sandbox WalletConnect wallet when one runs; with
 * sign-in when `?siwx=` asks for it (`siwx()` after the other plugins); starting in the theme
 * and language `?theme=` and `?lang=` name; with the legal terms `?legal=` asks for (example.com
 * pages); with the multi-wallet plugin when `?multiWallet=on`; with the embedded wallet (and
 * without pay) when `?email=on`, and email capture handing its email to `hooks` when
 * `?capture=on` too.
 * @example
 * demoFoyerOptions(config, window.location.origin, window.location.search)
 */
export const demoFoyerOptions = (
  config: DemoConfig,
  origin: string,
  search = "",
  hooks: DemoHooks = {},
): FoyerOptions => {
  const signIn = demoSignIn(search)
  const look = demoLook(search)
  const legal = demoLegal(search)
  const severalWallets = demoMultiWallet(search)
  const email = demoEmail(search) && config.secureSiteUrl !== undefined
  const left = new Set([...(demoSolana(search) ? [] : ["solana"]), ...(email ? ["pay"] : [])])
  const shipped = [
    ...demoPlugins.filter((plugin) => !left.has(plugin.id)),
    ...(demoBitcoin(search) ? [bitcoin()] : []),
    ...(email && config.secureSiteUrl !== undefined
      ? [embeddedWallet({ secureSiteUrl: config.secureSiteUrl })]
      : []),
    ...(email && demoCapture(search)
      ? [
          emailCapture(
            hooks.onEmailCaptured === undefined ? {} : { onEmail: hooks.onEmailCaptured },
          ),
        ]
      : []),
  ]
  return withSandbox(
    {
      themeMode: look.themeMode,
      ...(legal === "off"
        ? {}
        : {
            termsConditionsUrl: "https://example.com/terms",
            privacyPolicyUrl: "https://example.com/privacy",
            features: { legalCheckbox: legal === "checkbox" },
          }),
      ...(look.locale === undefined ? {} : { locale: look.locale }),
      walletConnectWallets:
        config.walletConnectWalletUrl === undefined
          ? []
          : [
              {
                id: "foyer-sandbox-walletconnect",
                name: "Sandbox WalletConnect Wallet",
                link: config.walletConnectWalletUrl,
              },
            ],
      metadata: {
        name: "Foyer demo",
        description: "The Foyer wallet-connection kit against its local sandbox",
        url: origin,
        icons: [],
      },
      plugins: [
        ...shipped,
        ...(severalWallets ? [multiWallet()] : []),
        ...(signIn.mode === "off" ? [] : [siwx({ storage: signIn.storage })]),
      ],
      ...(signIn.mode === "off" ? {} : { siwx: { required: signIn.mode === "required" } }),
    },
    foyerSandboxAt(config),
  )
}
