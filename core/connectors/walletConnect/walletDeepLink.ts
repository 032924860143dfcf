/**
 * The link that opens a WalletConnect wallet on a phone with a pairing URI: a universal link
 * (`https://…`) gets `wc?uri=` after a slash, a native link (`scheme://…`) gets `wc?uri=`
 * after its `://` path, the URI always percent-encoded (it holds `@`, `?` and `&`).
 * @example
 * walletDeepLink("https://link.wallet.example", "wc:abc@2?symKey=1")
 * // "https://link.wallet.example/wc?uri=wc%3Aabc%402%3FsymKey%3D1"
 */
export const walletDeepLink = (link: string, uri: string): string => {
  const base = /^https?:\/\//.test(link)
    ? link.endsWith("/")
      ? link
      : `${link}/`
    : link.includes("://")
      ? link.endsWith("/") || link.endsWith("://")
        ? link
        : `${link}/`
      : `${link.replace(/:+$/, "")}://`
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}
