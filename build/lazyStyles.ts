import { readFileSync } from "node:fs"
import { dirname, isAbsolute, join, resolve } from "node:path"
import type { Plugin } from "vite"
import { importsOf, resolveRelative } from "../ui/bundle/staticImports"

/**
 * The entries a page imports before any click: their style modules make the first paint (the
 * page buttons, and the modal's first frame, which the light entry draws). The UI SDK
 * (`ui/plugin/index.ts`) is left out: only lazy views import it.
 */
const firstPaintEntries = ["index.ts", "ui/index.ts"] as const

/**
 * Every vanilla-extract style module (`*.css.ts`) the first-paint entries reach statically,
 * through style modules too (one may import another's variables). Their CSS is
 * `foyer-kit/styles.css`.
 */
export const firstPaintStyleFiles = (root: string): ReadonlySet<string> => {
  const seen = new Set<string>()
  const styles = new Set<string>()
  const walk = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    if (file.endsWith(".css.ts")) styles.add(file)
    for (const specifier of importsOf(file, readFileSync(file, "utf8")).static) {
      if (specifier.startsWith(".")) walk(resolveRelative(file, specifier))
    }
  }
  for (const entry of firstPaintEntries) walk(join(root, entry))
  return styles
}

/** vanilla-extract's imports of style modules' CSS (virtual `<module>.css.ts.vanilla.css`). */
const cssImports = /import\s+["']([^"'?]+\.css\.ts)\.vanilla\.css["'];?/g

/**
 * Part of the package build (issue 35): the CSS of a style module the first paint does not
 * reach leaves the one stylesheet and travels with the module's code, applied when it
 * evaluates (ui/theme/adoptStyles.ts). vanilla-extract compiles each `*.css.ts` into class names
 * plus imports of its CSS and of the style modules it uses; each import of a lazy module's CSS
 * becomes an import of that CSS as text (Vite's `?inline`, kept out of the stylesheet) and its
 * adoption. Runs after vanilla-extract's transform.
 */
export const lazyStyles = (root: string): Plugin => {
  let firstPaint: ReadonlySet<string> = new Set()
  const adopter = JSON.stringify(join(root, "ui/theme/adoptStyles.ts"))
  return {
    name: "foyer:lazy-styles",
    apply: "build",
    buildStart() {
      firstPaint = firstPaintStyleFiles(root)
    },
    transform(code, id) {
      const [file] = id.split("?")
      if (file === undefined || !file.endsWith(".css.ts")) return null
      let lazy = 0
      const rewritten = code.replace(cssImports, (whole, styleModule: string) => {
        const absolute = isAbsolute(styleModule) ? styleModule : resolve(dirname(file), styleModule)
        if (firstPaint.has(absolute)) return whole
        lazy++
        const name = `__foyerCss${lazy}`
        return `import ${name} from ${JSON.stringify(`${styleModule}.vanilla.css?inline`)}; __foyerAdopt(${name});`
      })
      if (lazy === 0) return null
      return {
        code: `import { adoptStyles as __foyerAdopt } from ${adopter};\n${rewritten}`,
        map: null,
      }
    },
  }
}
