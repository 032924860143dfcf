import type { Metadata } from "../../config/FoyerConfig"

/**
 * The dApp metadata wallets show when the configuration has none: the page's title and
 * origin (a wallet warns when the URL differs from the page asking, so it is never invented).
 */
export const defaultMetadata = (): Metadata => {
  const page = typeof document === "undefined" ? undefined : document
  const origin = typeof location === "undefined" ? undefined : location.origin
  return {
    name: page?.title.trim() || "Foyer",
    description: "",
    url: origin !== undefined && /^https?:/.test(origin) ? origin : "http://localhost",
    icons: [],
  }
}
