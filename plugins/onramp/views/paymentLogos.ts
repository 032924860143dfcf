// The buy form's own logos for what the provider names only by an id: a payment method and a
// fiat currency. Drawn as data:image/svg+xml URLs (the kit draws https: and data:image/ images
// only, under a strict CSP), white on a colour of their own so that they read in both themes.

const svgUrl = (body: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">${body}</svg>`,
  )}`

const badge = (colour: string, glyph: string): string =>
  svgUrl(`<rect width="32" height="32" fill="${colour}"/>${glyph}`)

/** The glyphs of the payment methods we know, by the provider's id (spec 9's sample ids). */
const methodLogos: Readonly<Record<string, string>> = {
  // A card: its outline, the magnetic stripe and the chip.
  card: badge(
    "#3451d1",
    '<rect x="6" y="9" width="20" height="14" rx="2" fill="none" stroke="#fff" stroke-width="2"/>' +
      '<rect x="6" y="12" width="20" height="3" fill="#fff"/>' +
      '<rect x="9" y="18" width="5" height="2" fill="#fff"/>',
  ),
  // A bank: the pediment, four columns and the step.
  ach_bank_account: badge(
    "#0f766e",
    '<path d="M16 6 L27 12 H5 Z" fill="#fff"/>' +
      '<rect x="7" y="14" width="2.5" height="8" fill="#fff"/>' +
      '<rect x="12" y="14" width="2.5" height="8" fill="#fff"/>' +
      '<rect x="17.5" y="14" width="2.5" height="8" fill="#fff"/>' +
      '<rect x="22.5" y="14" width="2.5" height="8" fill="#fff"/>' +
      '<rect x="5" y="23" width="22" height="3" fill="#fff"/>',
  ),
}

/**
 * A payment method's logo by the provider's id (case-insensitive: "CARD" is "card"), or none
 * for a method we do not know (the form then shows its name's first letter).
 * @example
 * paymentMethodLogo("card") // "data:image/svg+xml,…"
 */
export const paymentMethodLogo = (id: string): string | undefined => {
  const key = id.toLowerCase()
  return Object.hasOwn(methodLogos, key) ? methodLogos[key] : undefined
}

/**
 * The narrow sign of an ISO 4217 currency code ("$" for USD, "€" for EUR), or none for a code
 * with no sign of its own. English's signs: a logo is the same in every language.
 */
export const currencySign = (code: string): string | undefined => {
  try {
    const parts = new Intl.NumberFormat("en", {
      style: "currency",
      currency: code,
      currencyDisplay: "narrowSymbol",
    }).formatToParts(0)
    const sign = parts.find((part) => part.type === "currency")?.value
    // A currency without a sign of its own is written with its code: no better than a letter.
    return sign === undefined || sign === code ? undefined : sign
  } catch {
    return undefined
  }
}

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A fiat currency's logo: its sign on a round green badge ("$" for USD), or none for a code
 * without a sign (the form then shows the code's first letter).
 * @example
 * fiatCurrencyLogo("EUR") // a badge with "€"
 */
export const fiatCurrencyLogo = (code: string): string | undefined => {
  const sign = currencySign(code)
  if (sign === undefined) return undefined
  const size = [...sign].length > 1 ? 13 : 18
  return svgUrl(
    '<circle cx="16" cy="16" r="16" fill="#15803d"/>' +
      `<text x="16" y="16" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(sign)}</text>`,
  )
}
