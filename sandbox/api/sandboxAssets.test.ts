// The images the sandbox hands out: as data URLs (the kit shows only https: and data:image/
// images, and the sandbox is plain http), the same images also served at their paths.
import { describe, expect, it } from "vitest"
import { sanitizeIcon } from "../../core/connectors/sanitizeIcon"
import { devnetTokenSpecs } from "../devnet/seedDevnet"
import { nativeAssetInfo, tokenAssetInfo } from "./assetInfo"
import { nativeCurrency } from "./priceTable"
import { avatarDataUrl, avatarPath, iconDataUrl, iconPath, sandboxAsset } from "./sandboxAssets"

const decoded = (url: string | undefined): string | undefined => {
  const prefix = "data:image/svg+xml;base64,"
  return url?.startsWith(prefix) === true
    ? Buffer.from(url.slice(prefix.length), "base64").toString("utf8")
    : undefined
}

const seededSymbols = [nativeCurrency.symbol, ...devnetTokenSpecs.map((spec) => spec.symbol)]

describe("iconDataUrl", () => {
  it.each(seededSymbols)(
    "the icon of %s is a data:image/svg+xml URL of the image served at its path",
    (symbol) => {
      const served = sandboxAsset(iconPath(symbol))
      expect(served?.contentType).toBe("image/svg+xml")
      expect(decoded(iconDataUrl(symbol))).toBe(served?.body)
    },
  )

  it("reads the symbol in any case, as iconPath does", () => {
    expect(iconDataUrl("fusd")).toBe(iconDataUrl("FUSD"))
    expect(iconDataUrl("Foy")).toBe(iconDataUrl("FOY"))
  })

  it("is undefined for a symbol the sandbox has no icon for, and for inherited keys", () => {
    expect(iconDataUrl("UNKNOWN")).toBeUndefined()
    expect(iconDataUrl("constructor")).toBeUndefined()
    expect(iconDataUrl("__proto__")).toBeUndefined()
  })
})

describe("avatarDataUrl", () => {
  it("a seeded avatar is a data:image/svg+xml URL of the image served at its path", () => {
    for (const label of ["alice", "bob"]) {
      expect.soft(decoded(avatarDataUrl(label)), label).toBe(sandboxAsset(avatarPath(label))?.body)
    }
    expect(avatarDataUrl("carol")).toBeUndefined()
  })
})

describe("asset info hands out icons the kit shows (its rule: only https: and data:image/)", () => {
  it("the native currency's and every seeded token's iconUrl is a data URL that sanitizeIcon keeps", () => {
    const assets = [
      nativeAssetInfo(),
      ...devnetTokenSpecs.map(({ name, symbol, decimals, spam }) =>
        tokenAssetInfo({
          address: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
          name,
          symbol,
          decimals,
          spam,
        }),
      ),
    ]
    for (const asset of assets) {
      expect.soft(asset.iconUrl, asset.symbol).toBe(iconDataUrl(asset.symbol))
      expect.soft(sanitizeIcon(asset.iconUrl), asset.symbol).toBe(asset.iconUrl)
    }
    expect(assets.map((asset) => asset.symbol)).toEqual(["ETH", "FUSD", "FOY", "AIRDROP"])
  })
})
