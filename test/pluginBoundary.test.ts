/**
 * Core and ui never name a plugin's views, state or operations (ARCHITECTURE "Plugins";
 * issue 13: "`git grep` finds no plugin view name, plugin state or plugin operation in `core/`
 * or `ui/` outside `plugins/`"). Adding a feature is adding a folder under `plugins/`.
 *
 * Over every TypeScript source of core/ and ui/, tests included (a kernel test exercises
 * plugin-contributed routes with a fake plugin, whose views need no spec name), no identifier,
 * string literal or comment names
 * - a plugin view of the spec's view list, or
 * - a name a plugin module exports (its state, service, errors, operations), so core cannot
 *   quietly re-grow a plugin's code under the same name.
 * Comments count: a comment may speak of a feature ("after a swap"), not name its code.
 */
import { readFileSync } from "node:fs"
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { describe, expect, it } from "vitest"
import { coreViews } from "../core"
import { featureViews } from "../core/modal/featureViews"
import { sourcesUnder } from "./moduleImports"

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
 * The one place core may name a plugin's view: `featureViews`, the spec's views whose feature
 * has a developer alert of spec 8 ('Multi-Wallet Not Enabled'), which the kernel raises when
 * such a view is asked for while no listed plugin contributes it (so no plugin can tell it).
 */
const featureViewsFile = "core/modal/featureViews.ts"

/** One offending name: where, the name, and the text that holds it. */
interface Finding {
  readonly file: string
  readonly line: number
  readonly name: string
  readonly text: string
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * Where `source` names a view of `views` or one of `identifiers`: an identifier that is the
 * name, or a string literal or comment holding it as a word (`"SIWXSignMessage"`,
 * `"view.DataCapture.title"`, `// after leaving ConnectingFarcaster`).
 */
const findPluginNames = (
  file: string,
  source: string,
  views: ReadonlyArray<string>,
  identifiers: ReadonlySet<string> = new Set(),
): ReadonlyArray<Finding> => {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const names = new Set([...views, ...identifiers])
  // In text a name is a word of its own ("view.EmailLogin.title", not "EmailLogins").
  const inText = new RegExp(
    `(?<![A-Za-z0-9_$])(${[...names].map(escapeRegExp).join("|")})(?![A-Za-z0-9_$])`,
    "g",
  )
  const found: Array<Finding> = []
  const report = (position: number, name: string, text: string) =>
    found.push({ file, line: tree.getLineAndCharacterOfPosition(position).line + 1, name, text })
  const comments = new Map<number, ts.CommentRange>()
  const visit = (node: ts.Node) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(source, node.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(source, node.getEnd()) ?? []),
    ]) {
      comments.set(range.pos, range)
    }
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      if (names.has(node.text)) report(node.getStart(tree), node.text, node.text)
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      for (const match of node.text.matchAll(inText)) {
        report(node.getStart(tree), match[0], JSON.stringify(node.text))
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  for (const range of comments.values()) {
    for (const match of source.slice(range.pos, range.end).matchAll(inText)) {
      report(range.pos + match.index, match[0], "(comment)")
    }
  }
  return found.sort((a, b) => a.line - b.line)
}

/**
 * Names a plugin exports that core or ui may use for their own, unrelated things: words of
 * the shared vocabulary (the send plugin's `fractionDigits` of a typed amount, ui's of a
 * formatted balance), and the feature flags of spec 6, which core's config owns, that a
 * plugin's factory is named after (`emailCapture`, `multiWallet`).
 */
const sharedVocabulary: ReadonlySet<string> = new Set([
  "fractionDigits",
  "emailCapture",
  "multiWallet",
])

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
    .flatMap((file) =>
      findPluginNames(
        file,
        readFileSync(resolve(repo, file), "utf8"),
        pluginViews,
        exportsOfPlugins,
      ).filter(({ name }) => !(file === featureViewsFile && Object.hasOwn(featureViews, name))),
    )

  it("the plugin views are the spec's non-kernel views, and the scan finds them", () => {
    expect(pluginViews).toEqual([
      "ConnectingSocial",
      "ConnectingFarcaster",
      "EmailLogin",
      "ProfileWallets",
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
      "// A comment naming RegisterAccountName in prose still names it",
      'const words = ["EmailLogins", "lastEmailLoginTime", "Send"] // SendStateless',
      "/** Opens SIWXSignMessage. */",
    ].join("\n")
    const found = findPluginNames("planted.ts", planted, pluginViews, new Set(["SendState"]))
    expect(found.map(({ line, name, text }) => `${line} ${name} ${text}`)).toEqual([
      '1 SIWXSignMessage "SIWXSignMessage"',
      '2 DataCapture ".DataCapture"',
      '2 DataCapture "view.DataCapture.title"',
      "3 RegisterAccountNameSuccess RegisterAccountNameSuccess",
      "3 SendState SendState",
      "4 RegisterAccountName (comment)",
      "6 SIWXSignMessage (comment)",
    ])
  })

  it("featureViews, the one file that may name a plugin view, names only plugin views", () => {
    expect(Object.keys(featureViews).filter((view) => !pluginViews.includes(view))).toEqual([])
  })

  it("the plugins export names to look for", () => {
    expect(exportsOfPlugins.has("NameServiceError")).toBe(true)
    expect(exportsOfPlugins.has("checkNameRegistration")).toBe(true)
    expect(exportsOfPlugins.has("send")).toBe(false)
  })

  it("no file of core/ or ui/ names one (file:line name)", () => {
    expect(findings.map(({ file, line, name, text }) => `${file}:${line} ${name} ${text}`)).toEqual(
      [],
    )
  })
})

function rel(path: string): string {
  return relative(repo, path)
}
