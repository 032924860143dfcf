import type ts from "typescript"
import type { TypeScript } from "../peers/loadTypeScript"
import { ConfigEditError } from "./ConfigEditError"
import { syntaxErrorOf } from "./syntaxErrorOf"

/** The parts of a config file that `foyer add`/`foyer remove` edit. */
export interface ConfigLocation {
  readonly sourceFile: ts.SourceFile
  /** The object the file default-exports. */
  readonly config: ts.ObjectLiteralExpression
  /** Its `plugins` array; undefined when the config has no `plugins` key. */
  readonly plugins: ts.ArrayLiteralExpression | undefined
}

/** A ConfigEditError about `pos` in `sourceFile`, named `fileName:line:column`. */
export const configEditError = (
  sourceFile: ts.SourceFile,
  fileName: string,
  pos: number,
  problem: string,
): ConfigEditError => {
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(pos)
  const at = { fileName, line: line + 1, column: character + 1 }
  return new ConfigEditError({ ...at, message: `${fileName}:${at.line}:${at.column}: ${problem}` })
}

/**
 * Parses `source` and finds its default-exported config object and `plugins` array.
 * @throws ConfigEditError when the file does not parse, exports no object, or `plugins`
 *   is not an array literal.
 */
export const locateConfig = (ts: TypeScript, source: string, fileName: string): ConfigLocation => {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const fail = (pos: number, problem: string) => configEditError(sourceFile, fileName, pos, problem)
  const syntaxError = syntaxErrorOf(ts, sourceFile)
  if (syntaxError !== undefined) {
    throw fail(
      syntaxError.start ?? 0,
      `the file does not parse: ${ts.flattenDiagnosticMessageText(syntaxError.messageText, " ")}`,
    )
  }
  const exported = defaultExport(ts, sourceFile)
  if (exported === undefined) {
    throw fail(
      0,
      "the file has no default export; foyer edits `export default config` or `export default { … }`.",
    )
  }
  const config = followToValue(ts, sourceFile, exported)
  if (!ts.isObjectLiteralExpression(config)) {
    throw fail(
      config.getStart(sourceFile),
      "the default export is not an object literal, so foyer cannot find its `plugins`.",
    )
  }
  const property = config.properties.find(
    (p) => !ts.isSpreadAssignment(p) && nameOf(ts, p.name) === "plugins",
  )
  if (property === undefined) return { sourceFile, config, plugins: undefined }
  const value = ts.isPropertyAssignment(property) ? unwrap(ts, property.initializer) : undefined
  if (value === undefined || !ts.isArrayLiteralExpression(value)) {
    throw fail(
      (value ?? property).getStart(sourceFile),
      "`plugins` is not an array literal; write it as `plugins: [ … ]` so foyer can edit it.",
    )
  }
  return { sourceFile, config, plugins: value }
}

/** `export default <expression>`, or the local named by `export { x as default }`. */
const defaultExport = (ts: TypeScript, sourceFile: ts.SourceFile): ts.Expression | undefined => {
  for (const statement of sourceFile.statements) {
    if (ts.isExportAssignment(statement) && statement.isExportEquals !== true) {
      return statement.expression
    }
    if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier === undefined &&
      statement.exportClause !== undefined &&
      ts.isNamedExports(statement.exportClause)
    ) {
      const element = statement.exportClause.elements.find((e) => nameOf(ts, e.name) === "default")
      if (element !== undefined) return element.propertyName ?? element.name
    }
  }
  return undefined
}

/** Through parentheses, `satisfies`, `as` and `!`, and from a name to its `const` value. */
const followToValue = (ts: TypeScript, sourceFile: ts.SourceFile, expression: ts.Node): ts.Node => {
  const seen = new Set<string>()
  let node = unwrap(ts, expression)
  while (ts.isIdentifier(node) && !seen.has(node.text)) {
    seen.add(node.text)
    const initializer = topLevelInitializer(ts, sourceFile, node.text)
    if (initializer === undefined) return node
    node = unwrap(ts, initializer)
  }
  return node
}

const unwrap = (ts: TypeScript, expression: ts.Node): ts.Node => {
  let node = expression
  while (
    ts.isParenthesizedExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isTypeAssertionExpression(node) ||
    ts.isNonNullExpression(node)
  ) {
    node = node.expression
  }
  return node
}

const topLevelInitializer = (
  ts: TypeScript,
  sourceFile: ts.SourceFile,
  name: string,
): ts.Expression | undefined => {
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
        return declaration.initializer
      }
    }
  }
  return undefined
}

/** The text of a property or export name (`plugins`, `"plugins"`); undefined when computed. */
const nameOf = (ts: TypeScript, name: ts.Node): string | undefined =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)
    ? name.text
    : undefined
