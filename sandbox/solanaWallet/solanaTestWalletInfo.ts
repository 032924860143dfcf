import type { WalletIcon } from "@wallet-standard/base"

// The EVM test wallet's tile with Solana's three bars in place of the F, so the two read as
// one family in a wallet list.
const iconSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
  '<rect width="32" height="32" rx="8" fill="#2b59c3"/>',
  '<path d="M11 8h13l-3 4H8zM8 14h13l3 4H11zM11 20h13l-3 4H8z" fill="#fff"/>',
  "</svg>",
].join("")

/** The Solana test wallet's display name, as a Wallet Standard app lists it. */
export const solanaTestWalletName = "Foyer Solana Test Wallet"

/**
 * The Solana test wallet's icon: an SVG data URI, base64 as the Wallet Standard's
 * `WalletIcon` type asks (`data:image/svg+xml;base64,…`).
 */
export const solanaTestWalletIcon: WalletIcon = `data:image/svg+xml;base64,${btoa(iconSvg)}`
