import type { MessageCatalogue } from "./MessageCatalogue"

/** The values a message's arguments are filled with. */
export type MessageValues = Readonly<Record<string, string | number | bigint | Date>>

/**
 * One piece of a parsed message: literal text, a plain `{name}`, the `#` of a plural branch,
 * or an argument formatted by type (`plural`, `selectordinal`, `select`, `number`, `date`,
 * `time`). `raw` is the argument as written, shown when its value is missing.
 */
type Part =
  | string
  | { readonly kind: "pound" }
  | { readonly kind: "plain"; readonly name: string; readonly raw: string }
  | {
      readonly kind: "number" | "date" | "time"
      readonly name: string
      readonly style: string
      readonly raw: string
    }
  | {
      readonly kind: "plural" | "selectordinal" | "select"
      readonly name: string
      readonly offset: number
      readonly branches: ReadonlyMap<string, ReadonlyArray<Part>>
      readonly raw: string
    }

/** A message that is not well-formed ICU: it is then shown as written. */
class MalformedMessage extends Error {}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c)
const isNameChar = (c: string | undefined) => c !== undefined && /[\w-]/.test(c)

/**
 * Parses the ICU subset Foyer uses: `{name}`, `{n, plural, =0 {…} one {# …} other {…}}`
 * (with an optional `offset:1`), `{n, selectordinal, …}`, `{x, select, a {…} other {…}}`,
 * `{n, number}` / `{n, number, integer|percent}`, `{d, date|time[, short|medium|long|full]}`,
 * and ICU quoting (`''` is an apostrophe; `'{'` is a literal brace).
 */
const parse = (text: string): ReadonlyArray<Part> => {
  let at = 0
  const skipSpace = () => {
    while (isSpace(text[at])) at++
  }
  const word = (): string => {
    skipSpace()
    const start = at
    while (isNameChar(text[at])) at++
    if (start === at) throw new MalformedMessage()
    return text.slice(start, at)
  }
  const expect = (char: string) => {
    skipSpace()
    if (text[at] !== char) throw new MalformedMessage()
    at++
  }

  const message = (inPlural: boolean, nested: boolean): Array<Part> => {
    const parts: Array<Part> = []
    let literal = ""
    const flush = () => {
      if (literal !== "") parts.push(literal)
      literal = ""
    }
    while (at < text.length) {
      const char = text[at]!
      if (char === "'") {
        const next = text[at + 1]
        if (next === "'") {
          literal += "'"
          at += 2
        } else if (next === "{" || next === "}" || (inPlural && next === "#")) {
          // A quoted literal runs to the next lone apostrophe ('' inside it is one apostrophe).
          at++
          while (at < text.length) {
            if (text[at] === "'" && text[at + 1] === "'") {
              literal += "'"
              at += 2
            } else if (text[at] === "'") {
              at++
              break
            } else literal += text[at++]
          }
        } else {
          literal += char
          at++
        }
      } else if (char === "{") {
        flush()
        parts.push(argument(inPlural))
      } else if (char === "}") {
        if (!nested) throw new MalformedMessage()
        break
      } else if (char === "#" && inPlural) {
        flush()
        parts.push({ kind: "pound" })
        at++
      } else {
        literal += char
        at++
      }
    }
    flush()
    return parts
  }

  const branches = (inPlural: boolean): Map<string, ReadonlyArray<Part>> => {
    const found = new Map<string, ReadonlyArray<Part>>()
    skipSpace()
    while (text[at] !== "}") {
      if (at >= text.length) throw new MalformedMessage()
      const exact = text[at] === "="
      if (exact) at++
      const key = (exact ? "=" : "") + word()
      expect("{")
      found.set(key, message(inPlural, true))
      expect("}")
      skipSpace()
    }
    if (!found.has("other")) throw new MalformedMessage()
    return found
  }

  const argument = (inPlural: boolean): Part => {
    const start = at
    at++ // {
    const name = word()
    skipSpace()
    if (text[at] === "}") {
      at++
      return { kind: "plain", name, raw: text.slice(start, at) }
    }
    expect(",")
    const type = word()
    skipSpace()
    if (type === "number" || type === "date" || type === "time") {
      let style = ""
      if (text[at] === ",") {
        at++
        style = word()
      }
      expect("}")
      return { kind: type, name, style, raw: text.slice(start, at) }
    }
    if (type === "plural" || type === "selectordinal" || type === "select") {
      expect(",")
      skipSpace()
      let offset = 0
      if (type !== "select" && text.startsWith("offset:", at)) {
        at += "offset:".length
        offset = Number(word())
        if (!Number.isInteger(offset)) throw new MalformedMessage()
      }
      const options = branches(type !== "select" || inPlural)
      at++ // }
      return { kind: type, name, offset, branches: options, raw: text.slice(start, at) }
    }
    throw new MalformedMessage()
  }

  return message(false, false)
}

const parsed = new Map<string, ReadonlyArray<Part> | undefined>()
const parseOnce = (template: string): ReadonlyArray<Part> | undefined => {
  if (parsed.has(template)) return parsed.get(template)
  let parts: ReadonlyArray<Part> | undefined
  try {
    parts = parse(template)
  } catch (error) {
    if (!(error instanceof MalformedMessage)) throw error
    parts = undefined
  }
  parsed.set(template, parts)
  return parts
}

// Intl objects are costly to make and the same few are asked for on every render: kept by key.
const formatters = new Map<string, unknown>()
const cached = <A>(key: string, make: () => A): A => {
  if (!formatters.has(key)) formatters.set(key, make())
  return formatters.get(key) as A
}
const numberStyles: Readonly<Record<string, Intl.NumberFormatOptions>> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: "percent" },
}
const dateStyles = new Set(["short", "medium", "long", "full"])
const numberFormat = (locale: string, style: string) =>
  cached(`n|${locale}|${style}`, () => new Intl.NumberFormat(locale, numberStyles[style] ?? {}))
const dateFormat = (locale: string, kind: "date" | "time", style: string) =>
  cached(`${kind}|${locale}|${style}`, () => {
    const chosen = (dateStyles.has(style) ? style : "medium") as "short" | "medium"
    return new Intl.DateTimeFormat(
      locale,
      kind === "date" ? { dateStyle: chosen } : { timeStyle: chosen },
    )
  })
const pluralRules = (locale: string, type: "cardinal" | "ordinal") =>
  cached(`p|${locale}|${type}`, () => new Intl.PluralRules(locale, { type }))

const asNumber = (value: string | number | bigint | Date): number =>
  value instanceof Date ? value.getTime() : Number(value)

const render = (
  parts: ReadonlyArray<Part>,
  values: MessageValues,
  locale: string,
  pound: string | undefined,
): string => {
  let out = ""
  for (const part of parts) {
    if (typeof part === "string") {
      out += part
      continue
    }
    if (part.kind === "pound") {
      out += pound ?? "#"
      continue
    }
    // A missing value shows the argument as written, so the omission shows (and tests see it).
    if (!Object.hasOwn(values, part.name)) {
      out += part.raw
      continue
    }
    const value = values[part.name]!
    switch (part.kind) {
      case "plain":
        out += value instanceof Date ? dateFormat(locale, "date", "").format(value) : String(value)
        break
      case "number":
        out += numberFormat(locale, part.style).format(
          typeof value === "bigint" ? value : asNumber(value),
        )
        break
      case "date":
      case "time":
        out += dateFormat(locale, part.kind, part.style).format(asNumber(value))
        break
      case "select":
        out += render(
          part.branches.get(String(value)) ?? part.branches.get("other")!,
          values,
          locale,
          pound,
        )
        break
      default: {
        const n = asNumber(value)
        const shifted = n - part.offset
        const category = Number.isNaN(n)
          ? "other"
          : pluralRules(locale, part.kind === "plural" ? "cardinal" : "ordinal").select(shifted)
        const branch =
          part.branches.get(`=${n}`) ?? part.branches.get(category) ?? part.branches.get("other")!
        out += render(branch, values, locale, numberFormat(locale, "").format(shifted))
      }
    }
  }
  return out
}

/**
 * Formats an ICU-style message in `locale` (English by default): `{name}` is filled from
 * `values`; `{n, plural, …}` picks its branch by `Intl.PluralRules` of the locale (`=N` first)
 * and writes `#` as the number; `{x, select, …}` picks by value; `{n, number}`, `{d, date}` and
 * `{d, time}` use `Intl.NumberFormat`/`Intl.DateTimeFormat` of the locale. An argument without a
 * value stays as written, so a forgotten value shows in the text (and in tests) instead of
 * vanishing. A message that is not well-formed ICU is shown as written rather than breaking
 * the view. Values are inserted literally, never parsed again.
 * @example
 * formatMessage("Open {name}", { name: "MetaMask" }) // "Open MetaMask"
 * formatMessage("{n, plural, one {# token} other {# tokens}}", { n: 1200 }, "de") // "1.200 tokens"
 */
export const formatMessage = (
  template: string,
  values: MessageValues = {},
  locale = "en",
): string => {
  // Most texts have no argument and no quote: nothing to parse.
  if (!template.includes("{") && !template.includes("'")) return template
  const parts = parseOnce(template)
  return parts === undefined ? template : render(parts, values, locale, undefined)
}

/**
 * The text of message `id` in `catalogue`, formatted in `locale` (English by default). An id
 * the catalogue lacks gives the id itself: a programming error that a test sees as the id
 * where a text was expected. Effect-free, so the page buttons (the light entry) can read the
 * kernel's catalogue.
 * @example
 * messageText(coreMessages)("walletConnect.openWallet", { name: "Rainbow" }) // "Open Rainbow"
 */
export const messageText =
  (catalogue: MessageCatalogue, locale = "en") =>
  (id: string, values?: MessageValues): string => {
    const template = Object.hasOwn(catalogue, id) ? catalogue[id] : undefined
    return template === undefined ? id : formatMessage(template, values, locale)
  }
