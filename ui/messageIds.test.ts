/**
 * An unknown message id shows as the id itself, a programming error: every message id the UI
 * names must be in the kernel's catalogue. A string literal in ui/ that starts like a catalogue
 * id (`account.`, `view.`, ...) is taken for an id and checked.
 */
import { readdirSync, readFileSync } from "node:fs"
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { describe, expect, it } from "vitest"
import { coreMessages } from "../core"

const uiDir = resolve(fileURLToPath(import.meta.url), "..")

const shippedFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "testing" ? [] : shippedFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|css)\.tsx?$/.test(entry.name) ? [path] : []
  })

const namespaces = new Set(Object.keys(coreMessages).map((id) => id.split(".")[0]))
const looksLikeId = (text: string) =>
  /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(text) && namespaces.has(text.split(".")[0])

/** The string literals of `source` that look like message ids. */
const idsIn = (file: string, source: string): ReadonlyArray<string> => {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const found: Array<string> = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      !ts.isImportDeclaration(node.parent) &&
      !ts.isExportDeclaration(node.parent) &&
      looksLikeId(node.text)
    ) {
      found.push(node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}

describe("the message ids the UI names", () => {
  const used = shippedFiles(uiDir).flatMap((file) =>
    idsIn(file, readFileSync(file, "utf8")).map((id) => ({ file: relative(uiDir, file), id })),
  )

  it("are found (the scan works)", () => {
    expect(used.length).toBeGreaterThan(50)
    expect(idsIn("x.tsx", 'message("account.disconnect"); import "./a.b"')).toEqual([
      "account.disconnect",
    ])
  })

  it("all exist in the kernel's catalogue", () => {
    expect(used.filter(({ id }) => !Object.hasOwn(coreMessages, id))).toEqual([])
  })

  it("every UI message of the catalogue is used somewhere (no dead texts)", () => {
    const named = new Set(used.map(({ id }) => id))
    // Errors are the kernel's (core/errors/messages.ts); titles and chain names are looked up
    // by a computed id (`view.${name}.title`, `chain.${namespace}`).
    const computed = /^(error|view|chain)\./
    const unused = Object.keys(coreMessages).filter((id) => !computed.test(id) && !named.has(id))
    expect(unused).toEqual([])
  })
})
