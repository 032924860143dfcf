import { type ConnectorFactory, walletStandardSource } from "../../../core"
import { solanaStandardFamily } from "./walletStandardConnector"

/**
 * Solana wallets that follow the Wallet Standard (Phantom, Solflare, Backpack...), found with
 * `@wallet-standard/app`'s `getWallets()`, as connectors (the kernel's Wallet Standard
 * connectors for the Solana family). A wallet is listed while it is registered, has
 * `standard:connect` and supports one of the site's Solana networks; it is listed as an
 * announced wallet of the Solana family, its name and icon cleaned. A name taken by a wallet
 * listed earlier keeps that one (as an EIP-6963 rdns does), so a later wallet cannot pass for a
 * listed one. Discovery is passive: nothing is asked of a wallet until the visitor picks it. A
 * site without Solana networks lists none and does not look.
 * @example
 * definePluginKit({ connectors: [walletStandardConnectors], chainAdapters: [solanaAdapter] })
 */
export const walletStandardConnectors: ConnectorFactory = walletStandardSource(solanaStandardFamily)
