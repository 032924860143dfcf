import type { WalletIcon } from "@wallet-standard/base"

// The EVM test wallet's tile in Bitcoin's orange with a ₿-like B, so the three test wallets
// read as one family in a wallet list.
const iconSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
  '<rect width="32" height="32" rx="8" fill="#f7931a"/>',
  '<path d="M12 7v18M15 7v3M15 22v3M10 10h8a3 3 0 0 1 0 6h-8zM10 16h9a3 3 0 0 1 0 6h-9z" ',
  'fill="none" stroke="#fff" stroke-width="2"/>',
  "</svg>",
].join("")

/** The Bitcoin test wallet's display name, as a Wallet Standard app lists it. */
export const bitcoinTestWalletName = "Foyer Bitcoin Test Wallet"

/** The Bitcoin test wallet's icon: an SVG data URI, base64 as the Wallet Standard asks. */
export const bitcoinTestWalletIcon: WalletIcon = `data:image/svg+xml;base64,${btoa(iconSvg)}`
