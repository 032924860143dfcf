/**
 * Core and ui never name a plugin's views, state or operations (ARCHITECTURE "Plugins";
 * issue 13: "`git grep` finds no plugin view name, plugin state or plugin operation in `core/`
 * or `ui/` outside `plugins/`"). Adding a feature is adding a folder under `plugins/`.
 *
 * Two checks over every TypeScript source of core/ and ui/, tests included (a kernel test
 * exercises plugin-contributed routes with a fake plugin, whose views need no spec name):
 * - no identifier or string literal names a plugin view of the spec's view list;
 * - no identifier is one that a plugin module exports (its state, service, errors,
 *   operations), so core cannot quietly re-grow a plugin's code under the same name.
 * Comments are prose and are not checked.
 */
import { readdirSync, readFileSync } from "node:fs"
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { describe, expect, it } from "vitest"
import { coreViews } from "../core"

const repo = resolve(fileURLToPath(import.meta.url), "../..")

/**
 * The views of spec point 2 ("Screens and routes", its `Views:` list), in its order. Those
 * that are not the kernel's own (`core/plugins/coreViews.ts`) are plugin views.
 */
const specViews = [
  "Connect",
  "Account",
  "AllWallets",
  "ConnectingWalletConnect",
  "ConnectingWalletConnectBasic",
  "ConnectingExternal",
  "ConnectingMultiChain",
  "ConnectingSocial",
  "ConnectingFarcaster",
  "EmailLogin",
  "ProfileWallets",
  "UpdateEmailWallet",
  "SwitchNetwork",
  "SwitchActiveChain",
  "UnsupportedChain",
  "ApproveTransaction",
  "SIWXSignMessage",
  "DataCapture",
  "RegisterAccountName",
  "RegisterAccountNameSuccess",
  "UsageExceeded",
] as const

const coreViewNames: ReadonlySet<string> = new Set(coreViews)

/**
 * The plugin views: the spec's views that the kernel does not provide. Views plugins add
 * beyond the spec (the send plugin's `Send`) are left out: a one-word name is also an English
 * word and a tag (`_tag: "Send"`), which a text scan cannot tell apart; the check of the
 * plugins' exported names covers those plugins' state and services.
 */
const pluginViews: ReadonlyArray<string> = specViews.filter((view) => !coreViewNames.has(view))

/**
 * Files not yet cleaned up; each names plugin views for a fake plugin in a kernel test.
 * TODO(issue 13): rename their fake plugins' views (e.g. `FakeSignIn`) and empty this list.
 */
const pending: ReadonlyArray<string> = [
  "core/Kernel.test.ts",
  "core/plugins/resolvePlugins.test.ts",
  "core/state/ModalState.test.ts",
  "core/state/ModalStore.test.ts",
  "core/state/RouterState.test.ts",
  "core/state/ViewName.test.ts",
  "ui/modal/FoyerModal.test.tsx",
  "ui/modal/viewTitle.test.ts",
]

const sourcesUnder = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name)
    if (entry.isDirectory()) {
      return entry.name === "node_modules" || entry.name === "dist" ? [] : sourcesUnder(path)
    }
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : []
  })

/** One offending name: where, and what. */
interface Finding {
  readonly file: string
  readonly line: number
  readonly text: string
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * Where `source` names a view of `views` (an identifier that is the name, or a string literal
 * holding it as a word: `"SIWXSignMessage"`, `"view.DataCapture.title"`) or has an identifier
 * of `identifiers`.
 */
const findPluginNames = (
  file: string,
  source: string,
  views: ReadonlyArray<string>,
  identifiers: ReadonlySet<string> = new Set(),
): ReadonlyArray<Finding> => {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  // In a string a view name is a word of its own ("view.EmailLogin.title", not "EmailLogins").
  const inText = new RegExp(
    `(?<![A-Za-z0-9_$])(${views.map(escapeRegExp).join("|")})(?![A-Za-z0-9_$])`,
  )
  const viewNames = new Set(views)
  const found: Array<Finding> = []
  const report = (node: ts.Node, text: string) =>
    found.push({
      file,
      line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1,
      text,
    })
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      if (viewNames.has(node.text) || identifiers.has(node.text)) report(node, node.text)
    } else if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      inText.test(node.text)
    ) {
      report(node, JSON.stringify(node.text))
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}

/**
 * Names a plugin exports that core or ui may use for their own, unrelated things: words of
 * the shared vocabulary (the send plugin's `fractionDigits` of a typed amount, ui's of a
 * formatted balance).
 */
const sharedVocabulary: ReadonlySet<string> = new Set(["fractionDigits"])

/**
 * Whether an exported name is specific enough to be the plugin's own: a type, class, schema
 * or service (PascalCase), or an operation of two words or more (`checkNameRegistration`).
 * One-word values (`send`, `hash`, `sender`) are everybody's words.
 */
const isDistinctive = (name: string): boolean =>
  !sharedVocabulary.has(name) && (/^[A-Z]/.test(name) || /^[a-z][a-z0-9]*[A-Z]/.test(name))

/** The distinctive names the modules of plugins/ export (tests and test kits left out). */
const pluginExports = (): ReadonlySet<string> => {
  const names = new Set<string>()
  for (const file of sourcesUnder(resolve(repo, "plugins"))) {
    if (/\.test\.tsx?$|TestKernel\.ts$|\/template\//.test(file)) continue
    const tree = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest)
    for (const statement of tree.statements) {
      const exported = ts
        .getModifiers(statement as ts.HasModifiers)
        ?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      if (exported !== true) continue
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text)
        }
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement)) &&
        statement.name !== undefined
      ) {
        names.add(statement.name.text)
      }
    }
  }
  return new Set([...names].filter(isDistinctive))
}

describe("core and ui name no plugin view, state or operation", () => {
  const exportsOfPlugins = pluginExports()
  const findings = ["core", "ui"]
    .flatMap((dir) => sourcesUnder(resolve(repo, dir)))
    .map((path) => rel(path))
    .filter((file) => !pending.includes(file))
    .flatMap((file) =>
      findPluginNames(
        file,
        readFileSync(resolve(repo, file), "utf8"),
        pluginViews,
        exportsOfPlugins,
      ),
    )

  it("the plugin views are the spec's non-kernel views, and the scan finds them", () => {
    expect(pluginViews).toEqual([
      "ConnectingSocial",
      "ConnectingFarcaster",
      "EmailLogin",
      "UpdateEmailWallet",
      "ApproveTransaction",
      "SIWXSignMessage",
      "DataCapture",
      "RegisterAccountName",
      "RegisterAccountNameSuccess",
    ])
    const planted = [
      'modal.push({ name: "SIWXSignMessage" })',
      // A template's text around its placeholder: `view.${name}.DataCapture`.
      "const title = `view.$" + "{name}.DataCapture` + `view.DataCapture.title`",
      "type V = RegisterAccountNameSuccess | SendState",
      "// RegisterAccountName in a comment is prose",
      'const words = ["EmailLogins", "lastEmailLoginTime", "Send"]',
    ].join("\n")
    expect(findPluginNames("planted.ts", planted, pluginViews, new Set(["SendState"]))).toEqual([
      { file: "planted.ts", line: 1, text: '"SIWXSignMessage"' },
      { file: "planted.ts", line: 2, text: '".DataCapture"' },
      { file: "planted.ts", line: 2, text: '"view.DataCapture.title"' },
      { file: "planted.ts", line: 3, text: "RegisterAccountNameSuccess" },
      { file: "planted.ts", line: 3, text: "SendState" },
    ])
  })

  it("the plugins export names to look for", () => {
    expect(exportsOfPlugins.has("NameServiceError")).toBe(true)
    expect(exportsOfPlugins.has("checkNameRegistration")).toBe(true)
    expect(exportsOfPlugins.has("send")).toBe(false)
  })

  it("no file of core/ or ui/ names one (file:line name)", () => {
    expect(findings.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([])
  })
})

function rel(path: string): string {
  return relative(repo, path)
}
