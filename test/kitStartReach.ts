import { readFileSync } from "node:fs"
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { importsOf, resolveRelative } from "../ui/bundle/staticImports"

const repo = resolve(fileURLToPath(import.meta.url), "../..")

/** What a plugin's kit loads with it, inside the plugin's own folder. */
export interface KitStartReach {
  /** The plugin's files the kit reaches statically (paths from the repository), sorted. */
  readonly files: ReadonlyArray<string>
  /** The packages those files import statically, sorted. */
  readonly packages: ReadonlyArray<string>
  /** The plugin's files those files import with `import()` (lazy chunks), sorted. */
  readonly dynamic: ReadonlyArray<string>
}

/**
 * The plugin files and packages `kit` (a path from the repository, e.g.
 * "plugins/solana/solanaKit.ts") loads when the kernel starts: its static imports, followed
 * inside the plugin's folder only (the kernel's own imports are the kernel's), type-only
 * imports left out. Issue 36: a chain plugin's kit holds only what lists its wallets.
 * @example kitStartReach("plugins/bitcoin/bitcoinKit.ts").packages // ["@wallet-standard/app", "effect"]
 */
export const kitStartReach = (kit: string): KitStartReach => {
  const folder = resolve(repo, kit, "..")
  const inPlugin = (file: string) => file.startsWith(`${folder}/`)
  const files = new Set<string>()
  const packages = new Set<string>()
  const dynamic = new Set<string>()
  const walk = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    const found = importsOf(file, readFileSync(file, "utf8"))
    for (const specifier of found.static) {
      if (!specifier.startsWith(".")) {
        packages.add(specifier)
        continue
      }
      const target = resolveRelative(file, specifier)
      if (inPlugin(target)) walk(target)
    }
    for (const specifier of found.dynamic) {
      if (specifier.startsWith(".")) dynamic.add(resolveRelative(file, specifier))
    }
  }
  walk(resolve(repo, kit))
  const fromRepo = (set: ReadonlySet<string>) => [...set].map((file) => relative(repo, file)).sort()
  return { files: fromRepo(files), packages: [...packages].sort(), dynamic: fromRepo(dynamic) }
}
