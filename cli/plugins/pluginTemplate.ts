import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import type ts from "typescript"
import { CliError } from "../CliError"
import { syntaxErrorOf } from "../config/syntaxErrorOf"
import { listFiles } from "../init/copyTemplate"
import type { KnownPlugin } from "../knownPlugins"
import type { TypeScript } from "../peers/loadTypeScript"

/** A file a plugin's template copies into the app. */
export interface TemplateFile {
  /** Where it goes, `/`-separated, relative to the app's folder (the config's). */
  readonly path: string
  readonly text: string
}

/** What `foyer add` writes for a plugin besides its import. */
export interface PluginTemplate {
  /**
   * What follows the factory's name in the call the config gets: `()`, or
   * `({ tokens: "all" })` with the comments inside it. Lines are `\n`-separated and indented
   * from the call's own line; the edit indents them where the call goes.
   */
  readonly call: string
  /** The template's other files, copied into the app. */
  readonly files: ReadonlyArray<TemplateFile>
}

/** The file in a template that holds the call: `export default send()`. */
export const callFile = "config.ts"

/** The template of a plugin that has none: the bare call, no files. */
const noTemplate: PluginTemplate = { call: "()", files: [] }

/**
 * The template of `plugin`, read from its template folder (`plugins/<id>/template/`), named
 * `shown` in messages:
 *
 * - `config.ts` is a real module that imports the factory and default-exports the call the
 *   config gets (so it is type-checked against the plugin), e.g.
 *   `import { send } from "../index"` and `export default send({ tokens: "all" })`. The call's
 *   text after the factory's name, comments inside it included, goes into `plugins` after the
 *   name the config imports the factory as. Without config.ts the call is `factory()`.
 * - Every other file is copied into the app at the same path (`template/src/x.ts` →
 *   `src/x.ts`).
 * @throws CliError when config.ts does not parse or its default export is not a call of
 *   the plugin's factory.
 */
export const readPluginTemplate = async (
  ts: TypeScript,
  plugin: KnownPlugin,
  shown: string,
): Promise<PluginTemplate> => {
  const folder = plugin.template
  if (folder === undefined || !existsSync(folder)) return noTemplate
  const paths = await listFiles(folder)
  const files = await Promise.all(
    paths
      .filter((path) => path !== callFile)
      .map(async (path) => ({
        path,
        text: await readFile(join(folder, ...path.split("/")), "utf8"),
      })),
  )
  if (!paths.includes(callFile)) return { call: noTemplate.call, files }
  const source = await readFile(join(folder, callFile), "utf8")
  return { call: callOf(ts, source, plugin.factory, `${shown}/${callFile}`), files }
}

/** The text after `factory` in the call that `source` default-exports, dedented. */
const callOf = (ts: TypeScript, source: string, factory: string, shown: string): string => {
  const file = ts.createSourceFile(shown, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const at = (pos: number) => {
    const { line, character } = file.getLineAndCharacterOfPosition(pos)
    return `${shown}:${line + 1}:${character + 1}`
  }
  const error = syntaxErrorOf(ts, file)
  if (error !== undefined) {
    throw new CliError({
      message: `${at(error.start ?? 0)}: ${ts.flattenDiagnosticMessageText(error.messageText, " ")}`,
    })
  }
  const exported = file.statements.find(
    (s): s is ts.ExportAssignment => ts.isExportAssignment(s) && s.isExportEquals !== true,
  )
  const call = exported === undefined ? undefined : unwrap(ts, exported.expression)
  if (
    exported === undefined ||
    call === undefined ||
    !ts.isCallExpression(call) ||
    !ts.isIdentifier(call.expression) ||
    call.expression.text !== factory
  ) {
    throw new CliError({
      message: `${at(exported?.getStart(file) ?? 0)}: the default export must be the call of ${factory} that foyer.config.ts gets, e.g. export default ${factory}()`,
    })
  }
  const text = source.slice(call.expression.end, call.end).replace(/\r\n/g, "\n")
  // Continuation lines lose the indentation of the line the call starts on.
  const lineStart = source.lastIndexOf("\n", exported.getStart(file)) + 1
  const indent = /^[ \t]*/.exec(source.slice(lineStart))?.[0] ?? ""
  return text
    .split("\n")
    .map((line, index) => (index > 0 && line.startsWith(indent) ? line.slice(indent.length) : line))
    .join("\n")
}

const unwrap = (ts: TypeScript, expression: ts.Expression): ts.Expression => {
  let node = expression
  while (
    ts.isParenthesizedExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isAsExpression(node)
  ) {
    node = node.expression
  }
  return node
}
