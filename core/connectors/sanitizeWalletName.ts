/** What a wallet is listed as when its name holds nothing that can be shown. */
export const unnamedWalletLabel = "Unknown Wallet"

/**
 * Characters that render as nothing yet change what a name looks like: every Unicode format
 * character (Cf: the bidi embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069,
 * the marks U+200E, U+200F and U+061C, zero-width spaces and joiners, U+FEFF, tag
 * characters), lone surrogates, and the blank fillers U+034F, U+115F, U+1160, U+3164, U+FFA0.
 */
const invisible = /[\p{Cf}\p{Cs}\u115F\u1160\u3164\uFFA0]|\u034F/gu

/** Control characters and line or paragraph separators: a name is shown on one line. */
const breaks = /[\p{Cc}\p{Zl}\p{Zp}]/gu

/**
 * A wallet name as the kit may show it: invisible and bidi control characters removed (so a
 * name cannot reorder itself to pass for another, issue 11), controls and line breaks made
 * spaces, runs of spaces made one, trimmed. A name that is not text, or holds nothing visible,
 * becomes `fallback`. Names are untrusted (EIP-6963 announcements, WalletConnect metadata,
 * configuration); apply this once where the kernel accepts one.
 * @example
 * sanitizeWalletName("\u202EksaMateM") // "ksaMateM": shown as it is, not as "MetaMask"
 */
export const sanitizeWalletName = (
  name: unknown,
  fallback: string = unnamedWalletLabel,
): string => {
  if (typeof name !== "string") return fallback
  const clean = name.replace(invisible, "").replace(breaks, " ").replace(/\s+/g, " ").trim()
  return clean === "" ? fallback : clean
}
