import { describe, expect, it } from "vitest"
import { formatMessage, messageText } from "./formatMessage"

describe("formatMessage", () => {
  it("fills each {name} placeholder from the values, numbers as written", () => {
    expect(formatMessage("Please try again after {n} seconds", { n: 12 })).toBe(
      "Please try again after 12 seconds",
    )
    expect(
      formatMessage("{network} is a {family} network.", { network: "Base", family: "EVM" }),
    ).toBe("Base is a EVM network.")
  })

  it("fills a placeholder that appears twice both times", () => {
    expect(formatMessage("{a} and {a}", { a: "x" })).toBe("x and x")
  })

  it("keeps a placeholder without a value as written, so the omission shows", () => {
    expect(formatMessage("Open {name}", {})).toBe("Open {name}")
    expect(formatMessage("Open {name}")).toBe("Open {name}")
  })

  it("does not read inherited properties as values", () => {
    expect(formatMessage("{toString}", {})).toBe("{toString}")
  })

  it("inserts values literally: a value holding a placeholder is not filled again", () => {
    expect(formatMessage("{a}{b}", { a: "{b}", b: "B" })).toBe("{b}B")
  })
})

describe("messageText", () => {
  const text = messageText({ "send.title": "Send", "send.to": "Send to {name}" })

  it("looks a message up by id and fills it", () => {
    expect(text("send.title")).toBe("Send")
    expect(text("send.to", { name: "alice" })).toBe("Send to alice")
  })

  it("gives an unknown id back as the text: a programming error that shows where it happens", () => {
    expect(text("send.missing")).toBe("send.missing")
    expect(text("constructor")).toBe("constructor")
  })
})

describe("formatMessage: ICU plurals", () => {
  const tokens = "{count, plural, =0 {No tokens} one {# token} other {# tokens}}"

  it("=N matches the exact number before the plural category", () => {
    expect(formatMessage(tokens, { count: 0 })).toBe("No tokens")
  })

  it("picks the category Intl.PluralRules gives in the locale, # as the formatted number", () => {
    expect(formatMessage(tokens, { count: 1 })).toBe("1 token")
    expect(formatMessage(tokens, { count: 2 })).toBe("2 tokens")
    expect(formatMessage(tokens, { count: 1200 })).toBe("1,200 tokens")
    expect(formatMessage(tokens, { count: 1200 }, "de")).toBe("1.200 tokens")
  })

  it("Arabic has its own categories (two, few, many) and its own digits", () => {
    const arabic =
      "{n, plural, zero {لا رموز} one {رمز واحد} two {رمزان} few {# رموز} many {# رمزًا} other {# رمز}}"
    expect(formatMessage(arabic, { n: 0 }, "ar")).toBe("لا رموز")
    expect(formatMessage(arabic, { n: 2 }, "ar")).toBe("رمزان")
    expect(formatMessage(arabic, { n: 3 }, "ar")).toBe(
      `${new Intl.NumberFormat("ar").format(3)} رموز`,
    )
    expect(formatMessage(arabic, { n: 11 }, "ar")).toBe(
      `${new Intl.NumberFormat("ar").format(11)} رمزًا`,
    )
    expect(formatMessage(arabic, { n: 100 }, "ar")).toBe(
      `${new Intl.NumberFormat("ar").format(100)} رمز`,
    )
  })

  it("a category the message lacks falls back to other", () => {
    expect(formatMessage("{n, plural, other {# items}}", { n: 1 })).toBe("1 items")
  })

  it("offset:N shifts the category and # but not the exact match", () => {
    const guests =
      "{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}"
    expect(formatMessage(guests, { n: 1 })).toBe("you")
    expect(formatMessage(guests, { n: 2 })).toBe("you and 1 other")
    expect(formatMessage(guests, { n: 3 })).toBe("you and 2 others")
  })

  it("a branch holds plain arguments too, and a select inside a plural keeps its #", () => {
    expect(
      formatMessage("{n, plural, one {# token on {network}} other {# tokens on {network}}}", {
        n: 1,
        network: "Base",
      }),
    ).toBe("1 token on Base")
    expect(
      formatMessage("{n, plural, other {{kind, select, nft {# NFTs} other {# coins}}}}", {
        n: 3,
        kind: "nft",
      }),
    ).toBe("3 NFTs")
  })

  it("selectordinal uses the ordinal rules", () => {
    const place = "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"
    expect([1, 2, 3, 4, 11, 22].map((n) => formatMessage(place, { n }))).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "22nd",
    ])
  })

  it("a plural without its value stays as written", () => {
    expect(formatMessage(`Owned: ${tokens}`, {})).toBe(`Owned: ${tokens}`)
  })

  it("# outside a plural is plain text", () => {
    expect(formatMessage("Order #{id}", { id: 7 })).toBe("Order #7")
  })
})

describe("formatMessage: select", () => {
  const status = "{status, select, pending {Waiting} confirmed {Done} other {Unknown}}"

  it("picks the branch named by the value, else other", () => {
    expect(formatMessage(status, { status: "confirmed" })).toBe("Done")
    expect(formatMessage(status, { status: "pending" })).toBe("Waiting")
    expect(formatMessage(status, { status: "dropped" })).toBe("Unknown")
  })
})

describe("formatMessage: numbers and dates through Intl", () => {
  it("{n, number} uses Intl.NumberFormat of the locale", () => {
    expect(formatMessage("{n, number}", { n: 1234.5 })).toBe("1,234.5")
    expect(formatMessage("{n, number}", { n: 1234.5 }, "de")).toBe("1.234,5")
    expect(formatMessage("{n, number}", { n: 1234.5 }, "fr")).toBe(
      new Intl.NumberFormat("fr").format(1234.5),
    )
    expect(formatMessage("{n, number}", { n: 10n ** 20n })).toBe("100,000,000,000,000,000,000")
  })

  it("{n, number, integer} rounds and {n, number, percent} multiplies by 100", () => {
    expect(formatMessage("{n, number, integer}", { n: 2.6 })).toBe("3")
    expect(formatMessage("{n, number, percent}", { n: 0.25 })).toBe("25%")
  })

  it("{d, date} and {d, time} use Intl.DateTimeFormat of the locale, medium by default", () => {
    const when = new Date(Date.UTC(2026, 10, 28, 15, 4))
    const date = (locale: string, style: "short" | "medium" | "long") =>
      new Intl.DateTimeFormat(locale, { dateStyle: style }).format(when)
    expect(formatMessage("{d, date}", { d: when })).toBe(date("en", "medium"))
    expect(formatMessage("{d, date, long}", { d: when }, "ja")).toBe(date("ja", "long"))
    expect(formatMessage("{d, date, short}", { d: when.getTime() }, "de")).toBe(date("de", "short"))
    expect(formatMessage("{d, time, short}", { d: when }, "fr")).toBe(
      new Intl.DateTimeFormat("fr", { timeStyle: "short" }).format(when),
    )
  })
})

describe("formatMessage: quoting and malformed messages", () => {
  it("'' is an apostrophe and a quoted brace is literal; a lone apostrophe stays", () => {
    expect(formatMessage("It''s {name}", { name: "x" })).toBe("It's x")
    expect(formatMessage("Use '{name}' here", { name: "x" })).toBe("Use {name} here")
    expect(formatMessage("l'adresse de {name}", { name: "x" })).toBe("l'adresse de x")
    expect(formatMessage("Can't")).toBe("Can't")
  })

  it("a message that is not well-formed ICU is shown as written, not thrown", () => {
    for (const broken of ["Open {name", "{n, plural, one {x}}", "{n, unknown}", "a } b"]) {
      expect(formatMessage(broken, { n: 1, name: "x" })).toBe(broken)
    }
  })
})
