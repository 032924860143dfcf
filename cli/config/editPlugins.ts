import type ts from "typescript"
import type { TypeScript } from "../peers/loadTypeScript"
import { appendToList, isMultiLine, type ListNode, listOf, removeFromList } from "./listEdits"
import { type ConfigLocation, locateConfig } from "./locateConfig"
import {
  afterLineComments,
  endsLine,
  indentAt,
  lineBreakOf,
  lineStart,
  nextLineStart,
  startsLine,
} from "./sourceLines"
import { applyEdits, type TextEdit } from "./TextEdit"
import { topLevelNames } from "./topLevelNames"

/** What the config edits know of a plugin: where it is imported from and how it is called. */
export interface ConfigPlugin {
  /** The module the config imports it from: `foyer-kit/plugins/swap`, `./plugins/greeting`. */
  readonly module: string
  /** The name the module exports the factory under. */
  readonly factory: string
  /**
   * What follows the factory's name in the call `addPlugins` writes, from the plugin's
   * template (see pluginTemplate.ts): `()` when absent. Its lines after the first are
   * indented where the call goes.
   */
  readonly call?: string
}

/**
 * Adds each plugin to a config file's source: `import { swap } from "foyer-kit/plugins/swap"`
 * after the last import, and `swap()` (or the call its template gives) at the end of the
 * default-exported config's `plugins` (created as its last property if missing). When the
 * file already declares `swap`, the plugin comes in under the next free name:
 * `import { swap as swapPlugin }`, `swapPlugin()`.
 * Everything else is kept byte for byte; a plugin already imported and called is left alone.
 * @throws ConfigEditError when the source does not parse, exports no object, or its
 *   `plugins` is not an array literal.
 * The parser is `ts`, the app's TypeScript (see loadTypeScript).
 * @example addPlugins(ts, source, [pluginFor("swap")]) // plugins: [] → plugins: [swap()]
 */
export const addPlugins = (
  ts: TypeScript,
  source: string,
  plugins: ReadonlyArray<ConfigPlugin>,
  fileName = "foyer.config.ts",
): string => {
  locateConfig(ts, source, fileName)
  return checked(
    ts,
    plugins.reduce((text, plugin) => addPlugin(ts, text, plugin, fileName), source),
    fileName,
  )
}

/**
 * Removes each plugin from a config file's source: its import (the declaration, or only its
 * name when the declaration imports others) and every call in `plugins` of the name it is
 * imported as (`swap(…)` when it is not imported and nothing else is called `swap`), each
 * with its separator or line. The inverse of `addPlugins`; an absent plugin changes nothing.
 * @throws ConfigEditError as `addPlugins` does.
 */
export const removePlugins = (
  ts: TypeScript,
  source: string,
  plugins: ReadonlyArray<ConfigPlugin>,
  fileName = "foyer.config.ts",
): string => {
  locateConfig(ts, source, fileName)
  return checked(
    ts,
    plugins.reduce((text, plugin) => removePlugin(ts, text, plugin, fileName), source),
    fileName,
  )
}

// Each edit is small and re-parsed before the next, so a bug could only show here: refuse
// to hand back a file that no longer parses rather than let the command write it.
const checked = (ts: TypeScript, result: string, fileName: string): string => {
  try {
    locateConfig(ts, result, fileName)
  } catch (cause) {
    throw new Error(`foyer produced an invalid ${fileName}; the file was left as it was.`, {
      cause,
    })
  }
  return result
}

const addPlugin = (
  ts: TypeScript,
  source: string,
  plugin: ConfigPlugin,
  fileName: string,
): string => {
  const location = locateConfig(ts, source, fileName)
  const { sourceFile, config, plugins } = location
  const lineBreak = lineBreakOf(source)
  const imported = importsOf(ts, sourceFile, plugin)[0]
  const local = imported?.specifier.name.text ?? freeName(ts, sourceFile, plugin.factory)
  const edits: Array<TextEdit> = []
  if (imported === undefined) edits.push(...importEdits(ts, sourceFile, plugin, local, lineBreak))
  if (callsOf(ts, location, local).length === 0) {
    const call = (indent: string) =>
      `${local}${(plugin.call ?? "()").split("\n").join(`${lineBreak}${indent}`)}`
    if (plugins === undefined) {
      const list = listOf(ts, sourceFile, config)
      const property = `plugins: [${call(elementIndent(list))}]`
      edits.push(...appendToList(ts, list, property, lineBreak, true))
    } else {
      const list = listOf(ts, sourceFile, plugins)
      edits.push(...appendToList(ts, list, call(elementIndent(list)), lineBreak))
    }
  }
  return applyEdits(source, edits)
}

/**
 * The indentation of the line an element appended to `list` lands on: the last element's
 * in a list of one element per line (the closing bracket's plus two spaces when empty),
 * else that of the line the list is on.
 */
const elementIndent = (list: ListNode): string => {
  const text = list.sourceFile.text
  if (!isMultiLine(list)) return indentAt(text, list.open)
  const last = list.elements.at(-1)
  return last === undefined
    ? `${indentAt(text, list.close)}  `
    : indentAt(text, last.getStart(list.sourceFile))
}

// One removal per pass, re-parsed after each, so that removals never overlap. Calls go
// before imports: the import names the local the calls use.
const removePlugin = (
  ts: TypeScript,
  source: string,
  plugin: ConfigPlugin,
  fileName: string,
): string => {
  let text = source
  for (;;) {
    const next = applyEdits(text, removalEdits(ts, locateConfig(ts, text, fileName), plugin))
    if (next === text) return text
    text = next
  }
}

const removalEdits = (
  ts: TypeScript,
  location: ConfigLocation,
  plugin: ConfigPlugin,
): ReadonlyArray<TextEdit> => {
  const { sourceFile, plugins } = location
  const imports = importsOf(ts, sourceFile, plugin)
  // Without an import, `swap()` is the plugin only if nothing else in the file is `swap`.
  const locals =
    imports.length > 0
      ? imports.map((i) => i.specifier.name.text)
      : topLevelNames(ts, sourceFile).has(plugin.factory)
        ? []
        : [plugin.factory]
  if (plugins !== undefined) {
    const index = plugins.elements.findIndex((element) =>
      locals.some((local) => isCallTo(ts, element, local)),
    )
    if (index !== -1) return removeFromList(ts, listOf(ts, sourceFile, plugins), index)
  }
  const imported = imports[0]
  if (imported === undefined) return []
  const { declaration, specifier } = imported
  const named = specifier.parent
  if (named.elements.length > 1) {
    return removeFromList(ts, listOf(ts, sourceFile, named), named.elements.indexOf(specifier))
  }
  const defaultName = declaration.importClause?.name
  if (defaultName !== undefined) {
    // `import def, { swap } from "…"` → `import def from "…"`.
    return [{ start: defaultName.end, end: named.end, text: "" }]
  }
  return [wholeStatement(ts, sourceFile, declaration)]
}

/** The statement with its line when it has the line to itself, else the statement alone. */
const wholeStatement = (
  ts: TypeScript,
  sourceFile: ts.SourceFile,
  statement: ts.Statement,
): TextEdit => {
  const text = sourceFile.text
  const start = statement.getStart(sourceFile)
  return startsLine(text, start) && endsLine(ts, text, statement.end)
    ? {
        start: lineStart(text, start),
        end: nextLineStart(text, afterLineComments(ts, text, statement.end)),
        text: "",
      }
    : { start, end: statement.end, text: "" }
}

interface PluginImport {
  readonly declaration: ts.ImportDeclaration
  readonly specifier: ts.ImportSpecifier & { readonly parent: ts.NamedImports }
}

/** The value imports of the plugin's factory (`import { swap }`, `import { swap as s }`). */
const importsOf = (
  ts: TypeScript,
  sourceFile: ts.SourceFile,
  plugin: ConfigPlugin,
): ReadonlyArray<PluginImport> =>
  sourceFile.statements.flatMap((statement) => {
    const declaration = fromPluginModule(ts, statement, plugin)
    const bindings = declaration?.importClause?.namedBindings
    if (declaration === undefined || bindings === undefined || !ts.isNamedImports(bindings)) {
      return []
    }
    return bindings.elements
      .filter((s) => !s.isTypeOnly && (s.propertyName ?? s.name).text === plugin.factory)
      .map((specifier) => ({ declaration, specifier: specifier as PluginImport["specifier"] }))
  })

/** The statement as a value import from the plugin's module, if it is one. */
const fromPluginModule = (
  ts: TypeScript,
  statement: ts.Statement,
  plugin: ConfigPlugin,
): ts.ImportDeclaration | undefined =>
  ts.isImportDeclaration(statement) &&
  ts.isStringLiteral(statement.moduleSpecifier) &&
  statement.moduleSpecifier.text === plugin.module &&
  statement.importClause?.isTypeOnly !== true
    ? statement
    : undefined

/** `factory` when the file does not declare it, else `factoryPlugin`, `factoryPlugin2`… */
const freeName = (ts: TypeScript, sourceFile: ts.SourceFile, factory: string): string => {
  const taken = topLevelNames(ts, sourceFile)
  if (!taken.has(factory)) return factory
  for (let n = 1; ; n++) {
    const name = `${factory}Plugin${n === 1 ? "" : n}`
    if (!taken.has(name)) return name
  }
}

const isCallTo = (ts: TypeScript, node: ts.Node, local: string): boolean =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === local

const callsOf = (ts: TypeScript, location: ConfigLocation, local: string): ReadonlyArray<ts.Node> =>
  location.plugins?.elements.filter((element) => isCallTo(ts, element, local)) ?? []

/**
 * Imports the factory as `local`: into an existing `import { … } from "<module>"`, else as a
 * new declaration after the last import (or at the top), in the file's quotes and semicolons.
 */
const importEdits = (
  ts: TypeScript,
  sourceFile: ts.SourceFile,
  plugin: ConfigPlugin,
  local: string,
  lineBreak: string,
): ReadonlyArray<TextEdit> => {
  const specifier = local === plugin.factory ? local : `${plugin.factory} as ${local}`
  for (const statement of sourceFile.statements) {
    const bindings = fromPluginModule(ts, statement, plugin)?.importClause?.namedBindings
    if (bindings !== undefined && ts.isNamedImports(bindings)) {
      return appendToList(ts, listOf(ts, sourceFile, bindings), specifier, lineBreak, true)
    }
  }
  const imports = sourceFile.statements.filter(ts.isImportDeclaration)
  const last = imports.at(-1)
  const model = last ?? sourceFile.statements[0]
  const modelText = model?.getText(sourceFile) ?? ""
  const quote = last?.moduleSpecifier.getText(sourceFile).startsWith("'") === true ? "'" : '"'
  const semicolon = modelText.endsWith(";") ? ";" : ""
  const declaration = `import { ${specifier} } from ${quote}${plugin.module}${quote}${semicolon}`
  if (last === undefined) return [{ start: 0, end: 0, text: `${declaration}${lineBreak}` }]
  // After the comments that follow the last import on its line, so they stay with it.
  const at = afterLineComments(ts, sourceFile.text, last.end)
  return [{ start: at, end: at, text: `${lineBreak}${declaration}` }]
}
