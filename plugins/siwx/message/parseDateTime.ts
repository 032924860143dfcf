// RFC 3339 section 5.6: date-time = full-date "T" full-time, time-offset "Z" or +hh:mm/-hh:mm,
// seconds with an optional fraction; "T" and "Z" may be lower case (5.6, note).
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/

const daysIn = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31

/**
 * The instant an RFC 3339 date-time names (the sign-in message's issued-at, expiration-time and
 * not-before), or undefined when the text is not one: JavaScript's `Date` alone accepts forms
 * RFC 3339 does not ("Wed Oct 05 2011 …") and rolls impossible dates over (Feb 32 to Mar 3).
 * A leap second (`:60`) is read as the next second.
 * @example
 * parseDateTime("2021-09-30T16:25:24Z") // Date 2021-09-30T16:25:24.000Z
 * parseDateTime("2020-02-32T00:00:00Z") // undefined
 */
export const parseDateTime = (text: string): Date | undefined => {
  const match = dateTimePattern.exec(text)
  if (match === null) return undefined
  const [, y, mo, d, h, mi, s, fraction, sign, oh, om] = match
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const [hour, minute, second] = [Number(h), Number(mi), Number(s)]
  const [offsetHours, offsetMinutes] = [Number(oh ?? 0), Number(om ?? 0)]
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined
  if (hour > 23 || minute > 59 || second > 60 || offsetHours > 23 || offsetMinutes > 59) {
    return undefined
  }
  const offsetMs = (sign === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000
  const milliseconds = fraction === undefined ? 0 : Math.floor(Number(`0${fraction}`) * 1000)
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, milliseconds) - offsetMs)
}
