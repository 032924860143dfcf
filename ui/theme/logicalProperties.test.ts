import { readdirSync, readFileSync } from "node:fs"
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const repo = resolve(fileURLToPath(import.meta.url), "../../..")

const styleFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : styleFiles(path)
    return entry.name.endsWith(".css.ts") ? [path] : []
  })

// Physical sides: under a right-to-left language they would not mirror (issue 18).
const physical =
  /\b(?:margin|padding|border|scrollMargin|scrollPadding)(?:Left|Right)\w*|\b(?:left|right)\s*:|\btextAlign:\s*["'](?:left|right)["']|\bfloat:\s*["'](?:left|right)["']|\bborder(?:Top|Bottom)(?:Left|Right)Radius/g

describe("styles use logical properties (right-to-left languages mirror the layout)", () => {
  it("no ui/**/*.css.ts or plugins/*/views/*.css.ts names a left or right side", () => {
    const files = [
      ...styleFiles(resolve(repo, "ui")),
      ...styleFiles(resolve(repo, "plugins")).filter((file) => file.includes("/views/")),
    ]
    expect(files.length).toBeGreaterThan(10)
    const found = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(physical)].map(
        (match) => `${relative(repo, file)}: ${match[0]}`,
      ),
    )
    expect(found).toEqual([])
  })

  it("the check finds a physical side where there is one", () => {
    const sample = 'style({ paddingLeft: 1, right: 0, textAlign: "left", marginInlineStart: 2 })'
    expect([...sample.matchAll(physical)].map((match) => match[0])).toEqual([
      "paddingLeft",
      "right:",
      'textAlign: "left"',
    ])
  })
})
