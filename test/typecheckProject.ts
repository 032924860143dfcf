/**
 * `tsc --noEmit -p <dir>` inside the test worker, for the CLI's tests that type-check the apps
 * they make: the same configuration, the same program, the same diagnostics as the command.
 *
 * Those apps differ by a config line and a plugin's template, and share everything else they
 * read: TypeScript's own lib files, React's and Vite's types and foyer's built declarations.
 * Each of those is parsed once per worker and reused by every later program while its text is
 * unchanged (what TypeScript's language service does with its document registry), so a check
 * after the first takes a fraction of a second instead of the command's three (issue 32).
 */
import { join } from "node:path"
import ts from "typescript"

/** Parsed files by options and path, kept while their text is the same. */
const parsed = new Map<string, ts.SourceFile>()

/** The compiler options that change how a file parses and binds, without the project's path. */
const optionsKey = (options: ts.CompilerOptions): string => {
  const { configFilePath: _configFilePath, ...rest } = options
  return JSON.stringify(rest)
}

/** A compiler host that reuses the worker's parsed files whose text has not changed. */
const sharingHost = (options: ts.CompilerOptions): ts.CompilerHost => {
  const host = ts.createCompilerHost(options, true)
  const settings = optionsKey(options)
  host.getSourceFile = (fileName, languageVersionOrOptions, onError) => {
    const text = host.readFile(fileName)
    if (text === undefined) {
      onError?.(`Cannot read file '${fileName}'.`)
      return undefined
    }
    const key = `${settings}\0${JSON.stringify(languageVersionOrOptions)}\0${fileName}`
    const known = parsed.get(key)
    if (known?.text === text) return known
    const file = ts.createSourceFile(fileName, text, languageVersionOrOptions, true)
    parsed.set(key, file)
    return file
  }
  return host
}

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => ts.sys.getCurrentDirectory(),
  getNewLine: () => "\n",
}

/**
 * The errors `tsc --noEmit -p <dir>` would print for the project in `dir`, formatted as it
 * prints them; empty when it type-checks.
 */
export const typeErrors = (dir: string): string => {
  let configError: ts.Diagnostic | undefined
  const config = ts.getParsedCommandLineOfConfigFile(
    join(dir, "tsconfig.json"),
    { noEmit: true },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        configError = diagnostic
      },
    },
  )
  if (config === undefined) {
    return configError === undefined ? "" : ts.formatDiagnostics([configError], formatHost)
  }
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    host: sharingHost(config.options),
    ...(config.projectReferences === undefined
      ? {}
      : { projectReferences: config.projectReferences }),
  })
  const diagnostics = [...config.errors, ...ts.getPreEmitDiagnostics(program)]
  return diagnostics.length === 0 ? "" : ts.formatDiagnostics(diagnostics, formatHost)
}
