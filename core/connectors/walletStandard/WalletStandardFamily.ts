import type { CaipNetwork } from "../../chains/CaipNetwork"
import type { FamilyWallet } from "../Connector"
import type {
  StandardAccount,
  StandardFeatureName,
  StandardWallet,
  StandardWalletRegistry,
} from "./StandardWallet"

/**
 * What a family's Wallet Standard sessions need from its plugin once a wallet is picked: which
 * of a wallet's accounts are the family's (address checks among it), and the handle its adapter
 * reads. Imported on the first connect or restore of one of the family's wallets, so that
 * listing the wallets loads none of it.
 */
export interface WalletStandardSession {
  /** The family's accounts among what a wallet gave as its accounts, in its order. */
  readonly accountsIn: (accounts: unknown) => ReadonlyArray<StandardAccount>
  /** What the session carries for the family's adapter (`FamilyWallet.handle`). */
  readonly handleOf: (wallet: StandardWallet, account: StandardAccount) => unknown
}

/**
 * What one chain family's plugin tells the kernel's Wallet Standard connectors: what is its
 * own (the feature that connects, the chains it accepts, and, imported when a wallet is picked,
 * what makes an account one of its accounts and the handle its adapter reads), beside what
 * every family shares (discovery through the registry, `standard:events`,
 * `standard:disconnect`, the request plumbing).
 * @example
 * const family: WalletStandardFamily = {
 *   namespace: "bip122", idLabel: "bitcoin", registry: getWallets,
 *   connect: { feature: "bitcoin:connect", input: [{ purposes: ["payment"] }] },
 *   namesNetwork: (chains, network) => chains.includes(network.caipNetworkId),
 *   session: () => import("./familySession").then((module) => module.familySession),
 * }
 */
export interface WalletStandardFamily {
  /** The namespace the family's sessions are held under (and its connectors listed in). */
  readonly namespace: FamilyWallet["namespace"]
  /**
   * The family's word in its connector ids, `wallet-standard:<idLabel>:<wallet name>`, so a
   * wallet that serves several families is listed once in each under an id of its own.
   */
  readonly idLabel: string
  /** The registry (`getWallets` of `@wallet-standard/app`), asked when the kit starts. */
  readonly registry: () => StandardWalletRegistry
  /**
   * The feature whose `connect` starts a session (`standard:connect`, `bitcoin:connect`), the
   * arguments it is called with, and, when the feature has a silent form, the arguments of that
   * form. Without one, a session is restored from the accounts the wallet lists for the page
   * (read without asking it).
   */
  readonly connect: {
    readonly feature: StandardFeatureName
    readonly input: ReadonlyArray<unknown>
    readonly silentInput?: ReadonlyArray<unknown>
  }
  /** Whether a wallet's or account's `chains` name `network` (the family's chain names). */
  readonly namesNetwork: (chains: ReadonlyArray<string>, network: CaipNetwork) => boolean
  /** Imports what the family's sessions need (see WalletStandardSession). */
  readonly session: () => Promise<WalletStandardSession>
}
