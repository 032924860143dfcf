import type ts from "typescript"
import type { TypeScript } from "../peers/loadTypeScript"

/**
 * The first syntax error of a parsed file, if it has one.
 *
 * A SourceFile keeps its parse errors internal; a one-file Program over it reports them
 * publicly, without parsing again or emitting (as `transpileModule` would).
 */
export const syntaxErrorOf = (
  ts: TypeScript,
  sourceFile: ts.SourceFile,
): ts.Diagnostic | undefined => {
  const host: ts.CompilerHost = {
    getSourceFile: (name) => (name === sourceFile.fileName ? sourceFile : undefined),
    getDefaultLibFileName: () => "lib.d.ts",
    writeFile: () => {},
    getCurrentDirectory: () => "",
    getCanonicalFileName: (name) => name,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => "\n",
    fileExists: (name) => name === sourceFile.fileName,
    readFile: () => undefined,
  }
  const program = ts.createProgram({
    rootNames: [sourceFile.fileName],
    options: { noLib: true, noResolve: true, types: [] },
    host,
  })
  return program
    .getSyntacticDiagnostics(sourceFile)
    .find((d) => d.category === ts.DiagnosticCategory.Error)
}
