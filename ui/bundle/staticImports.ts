/**
 * Walks a module's static imports (not part of the public API; used by the bundle tests).
 * What a page downloads before any click is the static import graph of `foyer-kit/react`:
 * dynamic `import()` calls are separate chunks, and type-only imports are erased.
 */
import { existsSync, readFileSync } from "node:fs"
import { dirname, resolve } from "node:path"
import ts from "typescript"

/** A module's static import graph: the files reached, and the packages they import. */
export interface ImportGraph {
  /** Absolute paths of the source files reached. */
  readonly files: ReadonlySet<string>
  /** Bare specifiers imported by those files (packages). */
  readonly packages: ReadonlySet<string>
  /** Specifiers loaded with `import()` by those files (the lazy chunks they point to). */
  readonly dynamic: ReadonlySet<string>
  /** Packages loaded with `import()` by those files (a driver imported only when chosen). */
  readonly dynamicPackages: ReadonlySet<string>
}

/** The specifiers `source` loads statically and dynamically; type-only imports are left out. */
export const importsOf = (
  fileName: string,
  source: string,
): { readonly static: ReadonlyArray<string>; readonly dynamic: ReadonlyArray<string> } => {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: Array<string> = []
  const dynamic: Array<string> = []
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      // `import type {…}` is erased. `import { type A }` is not: under verbatimModuleSyntax it
      // stays as an import of the module, so it counts.
      if (statement.importClause?.isTypeOnly === true) continue
      if (ts.isStringLiteral(statement.moduleSpecifier)) found.push(statement.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue
      const specifier = statement.moduleSpecifier
      if (specifier !== undefined && ts.isStringLiteral(specifier)) found.push(specifier.text)
    }
  }
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      dynamic.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return { static: found, dynamic }
}

const candidates = (base: string) => [
  `${base}.ts`,
  `${base}.tsx`,
  resolve(base, "index.ts"),
  resolve(base, "index.tsx"),
  base,
]

/** The file a relative specifier names, as the bundler resolves it (no extensions in imports). */
export const resolveRelative = (from: string, specifier: string): string => {
  const base = resolve(dirname(from), specifier)
  const hit = candidates(base).find((path) => existsSync(path) && !path.endsWith("/"))
  if (hit === undefined) throw new Error(`Cannot resolve ${specifier} from ${from}`)
  return hit
}

/**
 * The static import graph of `entry`. vanilla-extract style files (`*.css.ts`) are reached
 * but not walked: they run at build time and ship as static CSS and class names.
 */
export const staticImportGraph = (entry: string): ImportGraph => {
  const files = new Set<string>()
  const packages = new Set<string>()
  const dynamic = new Set<string>()
  const dynamicPackages = new Set<string>()
  const walk = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    if (file.endsWith(".css.ts")) return
    const imports = importsOf(file, readFileSync(file, "utf8"))
    for (const specifier of imports.dynamic) {
      if (specifier.startsWith(".")) dynamic.add(resolveRelative(file, specifier))
      else dynamicPackages.add(specifier)
    }
    for (const specifier of imports.static) {
      if (specifier.startsWith(".")) walk(resolveRelative(file, specifier))
      else packages.add(specifier)
    }
  }
  walk(entry)
  return { files, packages, dynamic, dynamicPackages }
}
