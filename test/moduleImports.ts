/**
 * What the repository's TypeScript modules import, read with the compiler's parser: for the
 * architecture tests (which kernel paths the UI imports, which modules import each other).
 */
import { existsSync, readdirSync } from "node:fs"
import { resolve } from "node:path"
import ts from "typescript"

/** One module specifier a source names. */
export interface ModuleImport {
  readonly specifier: string
  /** `import type` / `export type`, or named imports that are all types: erased from the JavaScript. */
  readonly typeOnly: boolean
  /** `import()`: loaded when the code runs, as a chunk of its own. */
  readonly lazy: boolean
}

/** Every TypeScript source under `dir` (tests too; no declaration files, node_modules or dist). */
export const sourcesUnder = (dir: string): ReadonlyArray<string> =>
  !existsSync(dir)
    ? []
    : readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = resolve(dir, entry.name)
        if (entry.isDirectory()) {
          return entry.name === "node_modules" || entry.name === "dist" ? [] : sourcesUnder(path)
        }
        return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : []
      })

/** Every module specifier `source` names: imports, re-exports and `import()`, in order. */
export const importsIn = (file: string, source: string): ReadonlyArray<ModuleImport> => {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const found: Array<ModuleImport> = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const allTypes =
        clause?.isTypeOnly === true ||
        (clause !== undefined &&
          clause.name === undefined &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly))
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: allTypes, lazy: false })
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, lazy: false })
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, lazy: true })
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}
