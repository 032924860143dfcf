import { describe, expect, it } from "vitest"
import { isSafeImageUrl } from "../../../ui/images/isSafeImageUrl"
import { currencySign, fiatCurrencyLogo, paymentMethodLogo } from "./paymentLogos"

const svgOf = (url: string | undefined): string =>
  decodeURIComponent((url ?? "").replace(/^data:image\/svg\+xml,/, ""))

describe("the buy form's payment logos", () => {
  it("the sample's payment methods (spec 9: card, bank account) have logos the kit draws, any case; another method has none", () => {
    const logos = ["card", "ach_bank_account", "CARD", "ACH_BANK_ACCOUNT"].map(paymentMethodLogo)
    expect(logos.map(isSafeImageUrl)).toEqual([true, true, true, true])
    expect([logos[0] === logos[2], logos[1] === logos[3], logos[0] === logos[1]]).toEqual([
      true,
      true,
      false,
    ])
    expect(paymentMethodLogo("apple_pay")).toBeUndefined()
    expect(paymentMethodLogo("toString")).toBeUndefined()
  })

  it("a fiat currency's logo is its sign; a code without a sign of its own, or no currency code, has none", () => {
    expect(["USD", "EUR", "GBP", "JPY"].map(currencySign)).toEqual(["$", "€", "£", "¥"])
    expect(svgOf(fiatCurrencyLogo("EUR"))).toContain(">€</text>")
    expect(isSafeImageUrl(fiatCurrencyLogo("USD"))).toBe(true)
    expect([currencySign("CHF"), currencySign("not a code"), fiatCurrencyLogo("XYZ1")]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })
})
