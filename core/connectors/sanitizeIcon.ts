/**
 * A wallet icon as the kit may render it, or undefined. Icons come from untrusted
 * announcements (EIP-6963) and APIs, so only two kinds survive:
 * - `data:image/...` URLs (an SVG one is kept even when it holds a script: the UI renders
 *   icons only as `<img src>`, where SVG scripts never run);
 * - `https:` URLs, returned normalised by the URL parser.
 * Everything else (`javascript:`, `http:`, `data:text/html`, relative paths, non-strings) is
 * dropped.
 * @example
 * sanitizeIcon("javascript:alert(1)") // undefined
 */
export const sanitizeIcon = (url: unknown): string | undefined => {
  if (typeof url !== "string") return undefined
  const trimmed = url.trim()
  if (trimmed.toLowerCase().startsWith("data:image/")) return trimmed
  const parsed = parseAbsoluteUrl(trimmed)
  return parsed?.protocol === "https:" && parsed.hostname !== "" ? parsed.href : undefined
}

const parseAbsoluteUrl = (text: string): URL | undefined => {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}
