import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { sanitizeWalletName, unnamedWalletLabel } from "./sanitizeWalletName"

/** Bidi controls and other invisible format characters a name can hide. */
const hidden = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200E",
  "\u200F",
  "\u061C",
  "\u200B",
  "\u200C",
  "\u200D",
  "\u2060",
  "\uFEFF",
  "\u00AD",
  "\u034F",
  "\u3164",
  "\u{E0041}",
]

const controlOrFormat = /[\p{Cf}\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]|\u034F/u

describe("sanitizeWalletName", () => {
  it("a name reversed by a right-to-left override shows as it really is", () => {
    // Rendered as given, "\u202EksaMateM" reads "MetaMask".
    expect(sanitizeWalletName("\u202EksaMateM")).toBe("ksaMateM")
    expect(sanitizeWalletName("Safe\u2067 \u2066tellaW\u2069")).toBe("Safe tellaW")
  })

  it.each(hidden.map((c) => [c.codePointAt(0)?.toString(16).toUpperCase(), c]))(
    "removes U+%s",
    (_, c) => {
      expect(sanitizeWalletName(`Meta${c}Mask${c}`)).toBe("MetaMask")
    },
  )

  it("makes controls and line breaks one space, and trims", () => {
    expect(sanitizeWalletName("  Rainbow\n\tWallet\u2028\u0000 ")).toBe("Rainbow Wallet")
  })

  it("keeps what is visible: letters of any script, emoji and their variation selectors", () => {
    expect(sanitizeWalletName("محفظة ✨ Wallet ❤️")).toBe("محفظة ✨ Wallet ❤️")
  })

  it("a name with nothing visible, or not text, falls back to a safe label", () => {
    expect(sanitizeWalletName("\u202E\u200B\u2066 \u2069")).toBe(unnamedWalletLabel)
    expect(sanitizeWalletName("")).toBe("Unknown Wallet")
    expect(sanitizeWalletName(42)).toBe("Unknown Wallet")
    expect(sanitizeWalletName({ toString: () => "MetaMask" })).toBe("Unknown Wallet")
    expect(sanitizeWalletName(undefined, "WalletConnect")).toBe("WalletConnect")
  })
})

/** Text salted with the characters a disguised name uses. */
const hostileName = fc
  .array(
    fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 4 }),
      fc.constantFrom(...hidden, "\n", "\u0000", "\u2028", " ", "\uD800", "\uDC00"),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(""))

describe("sanitizeWalletName (property)", () => {
  it("never leaves a bidi, format or control character, and is idempotent", () => {
    fc.assert(
      fc.property(fc.oneof(hostileName, fc.string({ unit: "grapheme" })), (name) => {
        const clean = sanitizeWalletName(name)
        expect(clean).not.toMatch(controlOrFormat)
        expect(clean).toBe(clean.trim())
        expect(clean).not.toMatch(/\s{2}/)
        expect(sanitizeWalletName(clean)).toBe(clean)
      }),
    )
  })

  it("keeps every visible character, in order", () => {
    fc.assert(
      fc.property(hostileName, (name) => {
        const visible = (text: string) =>
          text.replace(new RegExp(controlOrFormat.source, "gu"), "").replace(/\s/g, "")
        const clean = sanitizeWalletName(name)
        expect(visible(clean)).toBe(visible(name) === "" ? "UnknownWallet" : visible(name))
      }),
    )
  })
})
