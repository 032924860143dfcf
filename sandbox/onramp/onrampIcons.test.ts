import { describe, expect, it } from "vitest"
import { isSafeImageUrl } from "../../ui/images/isSafeImageUrl"
import { iconDataUrl } from "../api/sandboxAssets"
import { networkBadgeText, onrampCurrencyIconUrl, onrampNetworkIconUrl } from "./onrampIcons"
import { chainlessDevnet } from "./onrampTestApi"

const svgOf = (url: string): string =>
  Buffer.from(url.replace(/^data:image\/svg\+xml;base64,/, ""), "base64").toString("utf8")

describe("the sandbox onramp's logos", () => {
  it("a devnet's badge reads its name's initials and number", () => {
    expect(
      ["Foyer Devnet", "Foyer Devnet 2", "devnet 31337", "Solo"].map(networkBadgeText),
    ).toEqual(["FD", "FD2", "D31", "S"])
  })

  it("each devnet's logo is a data:image/svg+xml URL the kit draws, its initials on its own colour", () => {
    const first = onrampNetworkIconUrl(chainlessDevnet(31337, "Foyer Devnet"))
    const second = onrampNetworkIconUrl(chainlessDevnet(31338, "Foyer Devnet 2"))
    expect([isSafeImageUrl(first), isSafeImageUrl(second)]).toEqual([true, true])
    expect(svgOf(first)).toContain(">FD</text>")
    expect(svgOf(second)).toContain(">FD2</text>")
    const fill = (svg: string) => /<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(svg)?.[1]
    expect(fill(svgOf(first))).not.toBe(fill(svgOf(second)))
  })

  it("a currency's logo is the icon its balances hand out; none for a symbol the sandbox has no icon for", () => {
    expect(onrampCurrencyIconUrl("FUSD")).toBe(iconDataUrl("FUSD"))
    expect(onrampCurrencyIconUrl("NOPE")).toBeUndefined()
  })
})
