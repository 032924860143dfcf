import { describe, expect, it } from "vitest"
import { allWalletsListed } from "./connectPreview"

describe("allWalletsListed", () => {
  it("spec 3's allWallets option: SHOW (the default) everywhere, HIDE nowhere, ONLY_MOBILE on a phone", () => {
    const table = (["SHOW", "HIDE", "ONLY_MOBILE", undefined] as const).map((option) => [
      option,
      allWalletsListed(option, true),
      allWalletsListed(option, false),
    ])
    expect(table).toEqual([
      ["SHOW", true, true],
      ["HIDE", false, false],
      ["ONLY_MOBILE", true, false],
      [undefined, true, true],
    ])
  })
})
