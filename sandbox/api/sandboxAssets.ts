/** An image the sandbox serves itself, so that every URL it hands out works offline. */
export interface SandboxAsset {
  readonly contentType: "image/svg+xml"
  readonly body: string
}

const badge = (label: string, background: string): string =>
  [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<circle cx="32" cy="32" r="32" fill="${background}"/>`,
    '<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="sans-serif"',
    ` font-size="${label.length > 2 ? 18 : 26}" font-weight="700" fill="#ffffff">${label}</text>`,
    "</svg>",
  ].join("")

const icons: Readonly<Record<string, string>> = {
  eth: badge("Ξ", "#627eea"),
  fusd: badge("$", "#2775ca"),
  foy: badge("FOY", "#7b3fe4"),
  airdrop: badge("?", "#9e9e9e"),
  // The Solana devnet's native currency.
  sol: badge("◎", "#9945ff"),
  // The Bitcoin regtest chain's.
  btc: badge("₿", "#f7931a"),
}

const avatars: Readonly<Record<string, string>> = {
  alice: badge("A", "#e4573f"),
  bob: badge("B", "#2e9d5b"),
}

/** The path of the icon of an asset symbol, e.g. `/icons/fusd.svg`. */
export const iconPath = (symbol: string): string => `/icons/${symbol.toLowerCase()}.svg`

/** The path of a seeded avatar, e.g. `/avatars/alice.svg`. */
export const avatarPath = (label: string): string => `/avatars/${label.toLowerCase()}.svg`

/**
 * An image as a base64 `data:image/svg+xml` URL. Avatars and icons are handed out this way
 * because the kit shows only `https:` and `data:image/` images, and the sandbox is plain http
 * on loopback; the same images are still served at their paths.
 */
const svgDataUrl = (body: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(body, "utf8").toString("base64")}`

const dataUrlOf = (table: Readonly<Record<string, string>>, name: string): string | undefined => {
  const body = Object.hasOwn(table, name) ? table[name] : undefined
  return body === undefined ? undefined : svgDataUrl(body)
}

/**
 * A seeded avatar as a `data:image/svg+xml` URL; the same image is served at
 * `avatarPath(label)`. Undefined for a label the sandbox has no avatar for.
 */
export const avatarDataUrl = (label: string): string | undefined => dataUrlOf(avatars, label)

/**
 * The icon of an asset symbol (any case) as a `data:image/svg+xml` URL; the same image is
 * served at `iconPath(symbol)`. Undefined for a symbol the sandbox has no icon for.
 */
export const iconDataUrl = (symbol: string): string | undefined =>
  dataUrlOf(icons, symbol.toLowerCase())

/** The asset served at `pathname`, if the sandbox has one there. */
export const sandboxAsset = (pathname: string): SandboxAsset | undefined => {
  const match = /^\/(icons|avatars)\/([a-z0-9-]+)\.svg$/.exec(pathname)
  const [, folder, name] = match ?? []
  if (folder === undefined || name === undefined) return undefined
  const table = folder === "icons" ? icons : avatars
  const body = Object.hasOwn(table, name) ? table[name] : undefined
  return body === undefined ? undefined : { contentType: "image/svg+xml", body }
}
