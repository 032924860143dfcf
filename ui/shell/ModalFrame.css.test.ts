/**
 * The dialog's height rule (issue 34), read from the CSS a build ships: happy-dom lays nothing
 * out, so the rule is checked on ModalFrame's compiled styles (the screenshot tests see it drawn
 * at an 800-pixel viewport).
 */
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { compile, processVanillaFile } from "@vanilla-extract/integration"
import { beforeAll, describe, expect, it } from "vitest"

const uiDir = resolve(fileURLToPath(import.meta.url), "../..")
let css = ""

beforeAll(async () => {
  const filePath = resolve(uiDir, "shell/ModalFrame.css.ts")
  const { source } = await compile({ filePath, identOption: "debug", cwd: resolve(uiDir, "..") })
  await processVanillaFile({
    source,
    filePath,
    identOption: "debug",
    serializeVirtualCssPath: ({ source: compiled }) => {
      css = compiled
      return ""
    },
  })
}, 60_000)

/** The declarations of the rule whose selector is exactly `.ModalFrame_<name>__…`, in order; `at` the media query around it. */
const declarations = (name: string, at?: string): ReadonlyArray<string> => {
  const scope = at === undefined ? css.split("@media")[0]! : css.slice(css.indexOf(at))
  const found = new RegExp(`\\.ModalFrame_${name}__[\\w-]+ \\{([^}]*)\\}`).exec(scope)
  return (found?.[1] ?? "")
    .split(";")
    .map((d) => d.trim())
    .filter((d) => d !== "")
}

describe("the dialog's height", () => {
  it("the panel is never taller than the viewport less its margin: dvh, after a vh fallback; it does not scroll itself", () => {
    const panel = declarations("panel")
    expect(panel.filter((d) => d.startsWith("max-height"))).toEqual([
      "max-height: calc(100vh - 2 * var(--foyer-space-lg))",
      "max-height: calc(100dvh - 2 * var(--foyer-space-lg))",
    ])
    expect(panel).toContain("overflow: hidden")
    expect(panel).toContain("flex-direction: column")
  })

  it("the view's body takes the height left and scrolls inside, so the header stays", () => {
    const body = declarations("body")
    expect(body).toEqual(
      expect.arrayContaining(["flex: 1 1 auto", "min-height: 0", "overflow-y: auto"]),
    )
  })

  it("on a phone the dialog's panel (not the embedded one) is a bottom sheet: full width, square bottom corners, under the viewport's height", () => {
    const phone = "@media screen and (max-width: 480px)"
    expect(declarations("overlay", phone)).toEqual(
      expect.arrayContaining(["align-items: flex-end", "padding: 0"]),
    )
    expect(css.slice(css.indexOf(phone))).toMatch(
      /\.ModalFrame_overlay__[\w-]+ \.ModalFrame_panel__/,
    )
    expect(declarations("panel", phone)).toEqual(
      expect.arrayContaining([
        "max-width: none",
        "max-height: calc(100dvh - var(--foyer-space-xl))",
        "border-end-start-radius: 0",
        "border-end-end-radius: 0",
      ]),
    )
  })
})
