import { getWallets } from "@wallet-standard/app"
import {
  type Connector,
  type ConnectorInfo,
  type StandardWallet,
  standardConnectorId,
  standardWalletConnector,
  standardWalletInfo,
  type WalletStandardFamily,
  type WalletStandardSite,
} from "../../../core"
import { listsNetwork } from "./solanaNetworks"

export type { WalletStandardSite } from "../../../core"

/**
 * What is Solana's in a Wallet Standard wallet, for the kernel's Wallet Standard connectors:
 * `standard:connect` (with its silent form, to restore without a prompt), the chains a Solana
 * network goes by (its CAIP-2 id or the standard's cluster name), and, imported once a wallet
 * is picked (solanaStandardSession), the Solana accounts and the handle the Solana adapter reads.
 */
export const solanaStandardFamily: WalletStandardFamily = {
  namespace: "solana",
  idLabel: "solana",
  registry: getWallets,
  connect: { feature: "standard:connect", input: [], silentInput: [{ silent: true }] },
  namesNetwork: listsNetwork,
  session: () => import("../solanaStandardSession").then((module) => module.solanaStandardSession),
}

/**
 * The connector id of the Wallet Standard wallet named `name` (already sanitized), for its
 * Solana accounts. Prefixed, so that no wallet's name can take the id of an EIP-6963 wallet
 * (its rdns) or of a kernel connector, and another family's Wallet Standard connectors can
 * list the same wallet under their own id.
 * @example walletStandardConnectorId("Phantom") // "wallet-standard:solana:Phantom"
 */
export const walletStandardConnectorId = (name: string): string =>
  standardConnectorId(solanaStandardFamily.idLabel, name)

/** How the Connect view lists a Wallet Standard wallet: an announced wallet of the Solana family. */
export const walletStandardInfo = (wallet: StandardWallet): ConnectorInfo =>
  standardWalletInfo(solanaStandardFamily, wallet)

/**
 * A Wallet Standard wallet as a connector of Solana sessions: `standard:connect` to connect
 * (it may prompt), its silent form to restore, `standard:disconnect` (when it has it) to end
 * the session on its side too.
 */
export const walletStandardConnector = (
  wallet: StandardWallet,
  site: WalletStandardSite,
): Connector => standardWalletConnector(solanaStandardFamily, wallet, site)
