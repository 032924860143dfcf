import type { Locator } from "playwright-core"
import { iconDataUrl } from "../../sandbox/api/sandboxAssets"

/** What a row shows as its icon: an image (its src, and whether it loaded), or none. */
export type ShownIcon = { readonly src: string | null; readonly loaded: boolean } | "no image"

/**
 * The icon each of `rows` shows. A row whose icon URL the kit will not draw (not https: or
 * data:image/) or whose image failed shows a letter or a blank instead: "no image".
 */
export const shownIcons = (rows: Locator): Promise<ReadonlyArray<ShownIcon>> =>
  rows.evaluateAll((elements) =>
    elements.map((element): ShownIcon => {
      const image = element.querySelector("img")
      return image === null
        ? "no image"
        : { src: image.getAttribute("src"), loaded: image.complete && image.naturalWidth > 0 }
    }),
  )

/** The sandbox's icon of `symbol` (a data: URL, as its API hands it out), loaded. */
export const sandboxIcon = (symbol: string): ShownIcon => ({
  src: iconDataUrl(symbol) ?? `no sandbox icon for ${symbol}`,
  loaded: true,
})
