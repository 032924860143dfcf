import type ts from "typescript"
import type { TypeScript } from "../peers/loadTypeScript"

/**
 * Every name the file declares at its top level: imports (default, namespace, named),
 * variables (destructured ones too), functions, classes, enums, namespaces, interfaces and
 * types. An import of the same name would clash with any of them.
 */
export const topLevelNames = (ts: TypeScript, sourceFile: ts.SourceFile): ReadonlySet<string> => {
  const names = new Set<string>()
  const addBinding = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) {
      names.add(name.text)
      return
    }
    for (const element of name.elements) {
      if (!ts.isOmittedExpression(element)) addBinding(element.name)
    }
  }
  for (const statement of sourceFile.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      if (clause?.name !== undefined) names.add(clause.name.text)
      const bindings = clause?.namedBindings
      if (bindings !== undefined && ts.isNamespaceImport(bindings)) names.add(bindings.name.text)
      else if (bindings !== undefined) for (const s of bindings.elements) names.add(s.name.text)
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        addBinding(declaration.name)
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement) ||
        ts.isModuleDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isImportEqualsDeclaration(statement)) &&
      statement.name !== undefined &&
      ts.isIdentifier(statement.name)
    ) {
      names.add(statement.name.text)
    }
  }
  return names
}
