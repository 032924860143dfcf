// Issue 35: foyer-kit/styles.css holds what the first paint and the modal's first frame draw;
// every other style module's CSS travels with its lazy code (build/lazyStyles.ts). Reads the
// dist/ that Vitest's global setup built from these sources.
import { readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { firstPaintStyleFiles } from "./lazyStyles"
import { distDir, repoRoot } from "./packageViteConfig"

const dist = (path: string) => readFileSync(join(distDir, path), "utf8")

/** A class name a built style module exports (`var view = "_2asbvu0";`). */
const classOf = (module: string, name: string): string => {
  const found = new RegExp(`var ${name} = "([^" ]+)`).exec(dist(module))
  if (found?.[1] === undefined) throw new Error(`no class ${name} in ${module}`)
  return found[1]
}

describe("the first paint's stylesheet and the lazy views' styles", () => {
  it("the first paint's style modules: the page buttons', the modal frame's and the theme's, no view's", () => {
    const files = [...firstPaintStyleFiles(repoRoot)].map((file) => relative(repoRoot, file))
    expect(files).toEqual(
      expect.arrayContaining([
        "ui/components/ConnectButton.css.ts",
        "ui/primitives/Button.css.ts",
        "ui/shell/ModalFrame.css.ts",
        "ui/theme/contract.css.ts",
      ]),
    )
    expect(files.filter((file) => file.startsWith("ui/views/"))).toEqual([])
    expect(files.filter((file) => file.startsWith("plugins/"))).toEqual([])
  })

  it("styles.css holds the Connect button's rules and none of a lazy view's", () => {
    const stylesheet = dist("styles.css")
    expect(stylesheet).toContain(
      `.${classOf("ui/components/ConnectButton.css.js", "connectButton")}`,
    )
    expect(stylesheet).not.toContain(`.${classOf("ui/views/Account.css.js", "view")}`)
    expect(stylesheet).not.toContain(`.${classOf("plugins/swap/views/Swap.css.js", "box")}`)
  })

  it("a lazy view's style module adopts its own CSS when it evaluates", () => {
    const account = dist("ui/views/Account.css.js")
    expect(account).toMatch(/import \{ adoptStyles \} from "..\/theme\/adoptStyles.js"/)
    expect(account).toMatch(/adoptStyles\(Account_css_ts_vanilla_default\)/)
    expect(dist("ui/views/Account.css.ts.vanilla.js")).toContain(
      `.${classOf("ui/views/Account.css.js", "view")} {`,
    )
  })
})
