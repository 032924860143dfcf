// "With send removed from config, its view, action and chunk do not exist" (issue 13), for the
// chunk: one production build of two pages, the same kit with and without send(), read from
// the bundler's own output (which source modules each chunk holds, and how chunks import each
// other). With send(), only its plain data is in the page's first load (the plugin contract's
// lazy kit). The view and action are checked on the kernel in plugins/send/index.test.ts, and
// the Send chunk's loading in Chromium in send.test.ts.
import { fileURLToPath } from "node:url"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { build, type Plugin, type Rollup } from "vite"
import { beforeAll, describe, expect, it } from "vitest"
import { foyerAliases, hasSideEffects } from "../../examples/demo/vite.config"

const repoRoot = fileURLToPath(new URL("../../", import.meta.url))
const sendFolder = `${repoRoot}plugins/send/`
const sendView = `${sendFolder}views/Send.tsx`

/** A page's script: the kit created as the demo creates it, with `plugins`. */
const page = (plugins: string) => `
import { createFoyer } from "foyer/react"
${plugins === "" ? "" : 'import { send } from "foyer/plugins/send"'}
export const foyer = createFoyer({
  projectId: "chunks",
  networks: ["eip155:1"],
  plugins: [${plugins}],
})
`
const pages: Record<string, string> = { withSend: page("send()"), withoutSend: page("") }
const virtualPrefix = "\0foyer-page:"

/** Serves the two pages as modules of their own (no files to write or clean up). */
const virtualPages: Plugin = {
  name: "foyer-send-chunk-pages",
  resolveId: (id) => (id.startsWith("page:") ? `${virtualPrefix}${id.slice(5)}` : undefined),
  load: (id) => (id.startsWith(virtualPrefix) ? pages[id.slice(virtualPrefix.length)] : undefined),
}

let chunks: ReadonlyArray<Rollup.OutputChunk> = []

beforeAll(async () => {
  // As the demo builds: Foyer from its sources, its modules free of side effects but styles.
  const output = (await build({
    configFile: false,
    root: repoRoot,
    logLevel: "warn",
    plugins: [react(), vanillaExtractPlugin(), virtualPages],
    resolve: { alias: foyerAliases("source") },
    build: {
      write: false,
      reportCompressedSize: false,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: { withSend: "page:withSend", withoutSend: "page:withoutSend" },
        treeshake: { moduleSideEffects: hasSideEffects },
        checks: { pluginTimings: false },
      },
    },
  })) as Rollup.RollupOutput
  chunks = output.output.filter((file): file is Rollup.OutputChunk => file.type === "chunk")
}, 180_000)

const chunkNamed = (fileName: string): Rollup.OutputChunk => {
  const chunk = chunks.find((candidate) => candidate.fileName === fileName)
  if (chunk === undefined) throw new Error(`no chunk ${fileName}`)
  return chunk
}
const entry = (name: string): Rollup.OutputChunk => {
  const chunk = chunks.find((candidate) => candidate.isEntry && candidate.name === name)
  if (chunk === undefined) throw new Error(`no entry ${name}`)
  return chunk
}

/** Every chunk `from` loads: statically only, or also through `import()` (lazily). */
const reachable = (from: Rollup.OutputChunk, lazily: boolean): ReadonlySet<string> => {
  const seen = new Set<string>([from.fileName])
  const queue = [from]
  for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
    for (const next of [...chunk.imports, ...(lazily ? chunk.dynamicImports : [])]) {
      if (seen.has(next)) continue
      seen.add(next)
      queue.push(chunkNamed(next))
    }
  }
  return seen
}

/** Send's source modules in the chunks `files`. */
const sendModulesIn = (files: ReadonlySet<string>): ReadonlyArray<string> =>
  [...files]
    .flatMap((file) => chunkNamed(file).moduleIds)
    .filter((id) => id.startsWith(sendFolder))
    .map((id) => id.slice(repoRoot.length))
    .sort()

describe("the send plugin's code in a production build", { timeout: 30_000 }, () => {
  it("without send(), no chunk the page can ever load holds any of send's modules", () => {
    const everything = reachable(entry("withoutSend"), true)
    // The kit is there (its kernel, loaded lazily), only send is not.
    const kitModules = [...everything].flatMap((file) => chunkNamed(file).moduleIds)
    expect(kitModules).toContain(`${repoRoot}core/Kernel.ts`)
    expect(sendModulesIn(everything)).toEqual([])
    // The same look finds send's entry, view and service in the page with send().
    expect(sendModulesIn(reachable(entry("withSend"), true))).toEqual(
      expect.arrayContaining([
        "plugins/send/SendService.ts",
        "plugins/send/index.ts",
        "plugins/send/views/Send.tsx",
      ]),
    )
  })

  it("with send(), the page's first load holds only send's plain data: its service, kit and view come through import()", () => {
    expect(sendModulesIn(reachable(entry("withSend"), false))).toEqual([
      "plugins/send/index.ts",
      "plugins/send/messages/en.ts",
    ])
  })

  it("with send(), the kit the kernel imports at start holds no form code: the form comes with the view", () => {
    const kitChunks = chunks.filter((chunk) => chunk.moduleIds.includes(`${sendFolder}sendKit.ts`))
    expect(kitChunks).toHaveLength(1)
    const kitChunk = kitChunks[0] ?? chunkNamed("")
    // What the kernel's start loads for send: the kit and what it imports statically.
    const atStart = sendModulesIn(reachable(kitChunk, false))
    expect(atStart).toContain("plugins/send/SendForm.ts")
    for (const form of [
      "SendService.ts",
      "validateSend.ts",
      "toSendTransaction.ts",
      "views/Send.tsx",
    ])
      expect(atStart).not.toContain(`plugins/send/${form}`)
  })

  it("with send(), the Send view is a chunk of its own, loaded only through import()", () => {
    const withSend = entry("withSend")
    const viewChunks = chunks.filter((chunk) => chunk.moduleIds.includes(sendView))
    expect(viewChunks.map((chunk) => chunk.name)).toEqual(["Send"])
    const viewChunk = viewChunks[0]?.fileName ?? ""
    // Named after the view: send.test.ts tells it apart in Chromium by that name.
    expect(viewChunk).toMatch(/^assets\/Send-[\w-]+\.js$/)
    expect(reachable(withSend, false).has(viewChunk)).toBe(false)
    expect(reachable(withSend, true).has(viewChunk)).toBe(true)
    // The page without send never reaches it.
    expect(reachable(entry("withoutSend"), true).has(viewChunk)).toBe(false)
  })
})
