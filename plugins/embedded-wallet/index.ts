/**
 * foyer-kit/plugins/embedded-wallet: the embedded wallet (spec 1, connector type AUTH). A
 * visitor without a wallet signs in with an email one-time code, a social account (a popup
 * at the secure site) or Farcaster (a QR code or link for their Farcaster app) through a hidden secure frame on the secure site's origin, which holds
 * the key; not-safe wallet requests wait for the visitor's approval in that frame
 * (ApproveTransaction). It is the `email` and `socials` features, on for either: both on by
 * default, each off with `features: { email: false }` or `socials: false` (or the remote
 * features), and both off whenever the pay feature is on (spec 5).
 * @example
 * createFoyer({ ...options, plugins: [embeddedWallet({ secureSiteUrl: "https://secure.example/frame" })] })
 */
import { definePlugin } from "../../core"
import { en } from "./messages/en"
import type { ConnectingSocialData } from "./views/ConnectingSocialData"
import type { EmailLoginData } from "./views/EmailLoginData"

declare module "foyer-kit/core" {
  interface FoyerViews {
    readonly EmailLogin: EmailLoginData
    readonly ConnectingSocial: ConnectingSocialData
    readonly ConnectingFarcaster: undefined
    readonly ApproveTransaction: undefined
    readonly UpdateEmailWallet: undefined
  }
}

/** The embedded wallet's options (decoded when the kit starts). */
export interface EmbeddedWalletPluginOptions {
  /**
   * The secure site's frame page, e.g. `https://secure.example/frame` (the sandbox's
   * `http://127.0.0.1:<port>/frame`): its origin is the only one the kit talks to.
   */
  readonly secureSiteUrl: string
}

/**
 * The embedded-wallet plugin: the AUTH connector, the Connect view's email and social sections,
 * and the EmailLogin, UpdateEmailWallet, ConnectingSocial, ConnectingFarcaster and
 * ApproveTransaction views.
 * @example
 * embeddedWallet({ secureSiteUrl: "https://secure.example/frame" })
 */
export const embeddedWallet = (options: EmbeddedWalletPluginOptions) =>
  definePlugin({
    id: "embedded-wallet",
    // On for email or for socials: the Connect view shows the email field, the social buttons or both.
    feature: ["email", "socials"],
    options,
    views: {
      EmailLogin: {
        load: () => import("./views/EmailLogin"),
        title: "embeddedWallet.emailLogin.title",
        flow: "connect",
      },
      ApproveTransaction: {
        load: () => import("./views/ApproveTransaction"),
        title: "embeddedWallet.approve.title",
        flow: "transaction",
      },
      UpdateEmailWallet: {
        load: () => import("./views/UpdateEmailWallet"),
        title: "embeddedWallet.updateEmail.title",
      },
      ConnectingSocial: {
        load: () => import("./views/ConnectingSocial"),
        title: "embeddedWallet.social.title",
        flow: "connect",
        usageLimited: true,
      },
      // Spec 2: usage-limited too; leaving it without an account runs the Farcaster leave rule
      // (its `onLeave`, in the kit).
      ConnectingFarcaster: {
        load: () => import("./views/ConnectingFarcaster"),
        title: "embeddedWallet.farcaster.title",
        flow: "connect",
        usageLimited: true,
      },
    },
    connectSections: [
      { id: "email", load: () => import("./sections/EmailSection") },
      { id: "social", load: () => import("./sections/SocialSection") },
    ],
    // Spec 4's email update, offered only on the embedded wallet's own connection.
    accountActions: [
      {
        feature: "updateEmail",
        label: "embeddedWallet.updateEmail.action",
        view: "UpdateEmailWallet",
        icon: () => import("./views/updateEmailIcon"),
        connectorTypes: ["AUTH"],
      },
    ],
    messages: en,
    translations: {
      ar: () => import("./messages/ar"),
      de: () => import("./messages/de"),
      es: () => import("./messages/es"),
      fr: () => import("./messages/fr"),
      ja: () => import("./messages/ja"),
    },
    kit: () => import("./embeddedWalletKit"),
  })
