/**
 * Dates of the Activity view, written with Intl.DateTimeFormat in the catalogue's language
 * (`activity.locale`). Both are in UTC: the history is grouped by the UTC month
 * (`groupTransactionsByYear`), so a row's time always falls in its heading's month.
 */

const monthFormats = new Map<string, Intl.DateTimeFormat>()
const timeFormats = new Map<string, Intl.DateTimeFormat>()

const cached = (
  formats: Map<string, Intl.DateTimeFormat>,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat => {
  let format = formats.get(locale)
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" })
    formats.set(locale, format)
  }
  return format
}

/**
 * A month heading: `month` is 1 for January … 12 for December.
 * @example
 * formatMonthHeading(2026, 11, "en") // "November 2026"
 */
export const formatMonthHeading = (year: number, month: number, locale: string): string =>
  cached(monthFormats, locale, { month: "long", year: "numeric" }).format(
    Date.UTC(year, month - 1, 1),
  )

/**
 * When a transaction was mined, for its row.
 * @example
 * formatMinedAt("2026-11-28T14:05:00Z", "en") // "Nov 28, 2:05 PM UTC"
 */
export const formatMinedAt = (minedAt: string, locale: string): string => {
  const time = Date.parse(minedAt)
  // A time the API wrote in another form is shown as given rather than failing the view.
  if (Number.isNaN(time)) return minedAt
  return cached(timeFormats, locale, {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(time)
}
