/** The EIP-6963 provider info a wallet announces. */
export interface Eip6963ProviderInfo {
  /** A UUIDv4, fresh for each page load. */
  readonly uuid: string
  readonly name: string
  /** A data URI of the wallet's icon. */
  readonly icon: string
  /** The wallet's reverse-DNS id, stable across page loads. */
  readonly rdns: string
}

const iconSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
  '<rect width="32" height="32" rx="8" fill="#2b59c3"/>',
  '<path d="M10 8h12v4h-8v4h7v4h-7v6h-4z" fill="#fff"/>',
  "</svg>",
].join("")

/** The test wallet's display name, as the Connect view lists it. */
export const testWalletName = "Foyer Test Wallet"

/** The test wallet's EIP-6963 rdns. */
export const testWalletRdns = "dev.foyer.testwallet"

/** The test wallet's icon, an SVG data URI. */
export const testWalletIcon = `data:image/svg+xml,${encodeURIComponent(iconSvg)}`

/** The test wallet's EIP-6963 info, with a fresh uuid. */
export const testWalletInfo = (): Eip6963ProviderInfo => ({
  uuid: globalThis.crypto.randomUUID(),
  name: testWalletName,
  icon: testWalletIcon,
  rdns: testWalletRdns,
})
