import type { SandboxDevnet } from "../api/SandboxDevnet"
import { iconDataUrl } from "../api/sandboxAssets"

/** The devnets' badge colours, one per chain id in turn: the first devnet is violet. */
const networkColours = ["#6d4aff", "#0f8a6a", "#c2410c", "#1d4ed8"] as const

/** A devnet's badge text: its name's initials and number ("FD" for Foyer Devnet, "FD2"). */
export const networkBadgeText = (displayName: string): string =>
  displayName
    .split(/\s+/)
    .map((word) => (/^\d+$/.test(word) ? word : word.slice(0, 1).toUpperCase()))
    .join("")
    .slice(0, 3)

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A badge logo as a `data:image/svg+xml` URL: the initials of `displayName` on a rounded square
 * of `colour`, so the buy form shows each network with a logo of its own (the kit draws only
 * `https:` and `data:image/` images, and the sandbox is plain http).
 */
export const onrampBadgeIconUrl = (displayName: string, colour: string): string => {
  const label = networkBadgeText(displayName)
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="16" fill="${colour}"/>`,
    '<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="sans-serif"',
    ` font-size="${label.length > 2 ? 20 : 26}" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>`,
    "</svg>",
  ].join("")
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`
}

/** A devnet's logo: its badge on the colour of its chain id (see {@link onrampBadgeIconUrl}). */
export const onrampNetworkIconUrl = (devnet: SandboxDevnet): string =>
  onrampBadgeIconUrl(
    devnet.name ?? `Devnet ${devnet.chainId}`,
    networkColours[devnet.chainId % networkColours.length] ?? networkColours[0],
  )

/**
 * A purchase currency's logo: the sandbox's own icon of the symbol (the same one its balances
 * hand out), or none, for the kit to show the symbol's first letter.
 */
export const onrampCurrencyIconUrl = (symbol: string): string | undefined => iconDataUrl(symbol)
