// "With a plugin removed, none of its views, actions or chunks exist" (issues 13 and 15), for the
// chunks: one production build of one page with every plugin foyer ships and, for each plugin,
// one page with all the others, read from the bundler's own output (which source modules each
// chunk holds, and how chunks import each other). The views and actions are checked on the
// kernel in each plugin's index.test.ts, and chunk loading in Chromium in the e2e tests.
import { existsSync, readdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { build, type Plugin, type Rollup } from "vite"
import { beforeAll, describe, expect, it } from "vitest"
import { type KnownPlugin, shippedPlugins } from "../../cli/knownPlugins"
import type { TypeScript } from "../../cli/peers/loadTypeScript"
import { foyerAliases, hasSideEffects } from "../../examples/demo/vite.config"

const repoRoot = fileURLToPath(new URL("../../", import.meta.url))
const typescript = async (): Promise<TypeScript> => (await import("typescript")).default
const plugins: ReadonlyArray<KnownPlugin> = await shippedPlugins({
  root: repoRoot,
  built: false,
  typescript,
})

/** A page's script: the kit created as the demo creates it, with the plugins `ids`. */
const page = (ids: ReadonlyArray<string>) => {
  const used = plugins.filter((plugin) => ids.includes(plugin.id))
  return [
    'import { createFoyer } from "foyer-kit/react"',
    ...used.map((plugin) => `import { ${plugin.factory} } from "${plugin.module}"`),
    "export const foyer = createFoyer({",
    '  projectId: "chunks",',
    '  networks: ["eip155:1"],',
    `  plugins: [${used.map((plugin) => `${plugin.factory}()`).join(", ")}],`,
    "})",
  ].join("\n")
}

const allIds = plugins.map((plugin) => plugin.id)
const withoutName = (id: string) => `without-${id}`
const pages: Record<string, string> = Object.fromEntries([
  ["all", page(allIds)],
  ...allIds.map((id) => [withoutName(id), page(allIds.filter((other) => other !== id))]),
])
const virtualPrefix = "\0foyer-page:"

/** Serves the pages as modules of their own (no files to write or clean up). */
const virtualPages: Plugin = {
  name: "foyer-plugin-chunk-pages",
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
        input: Object.fromEntries(Object.keys(pages).map((name) => [name, `page:${name}`])),
        treeshake: { moduleSideEffects: hasSideEffects },
        checks: { pluginTimings: false },
      },
    },
  })) as Rollup.RollupOutput
  chunks = output.output.filter((file): file is Rollup.OutputChunk => file.type === "chunk")
}, 300_000)

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

const folderOf = (id: string) => `${repoRoot}plugins/${id}/`

/** The plugin `id`'s source modules in the chunks `files`, relative to its folder. */
const modulesIn = (id: string, files: ReadonlySet<string>): ReadonlyArray<string> =>
  [
    ...new Set(
      [...files]
        .flatMap((file) => chunkNamed(file).moduleIds)
        .filter((module) => module.startsWith(folderOf(id)))
        .map((module) => module.slice(folderOf(id).length)),
    ),
  ].sort()

/**
 * The plugin `id`'s views: `views/<Name>.tsx`, tests left out; none for a plugin that draws no
 * view (a chain family's plugin brings connectors and an adapter only).
 */
const viewFiles = (id: string): ReadonlyArray<string> =>
  existsSync(`${folderOf(id)}views`)
    ? readdirSync(`${folderOf(id)}views`)
        .filter((file) => file.endsWith(".tsx") && !file.includes(".test."))
        .map((file) => `views/${file}`)
    : []

describe("each shipped plugin's code in a production build", { timeout: 30_000 }, () => {
  it("finds the plugins foyer ships, among them send, activity and receive", () => {
    expect(allIds).toEqual(expect.arrayContaining(["activity", "receive", "send"]))
  })

  describe.each(allIds)("%s", (id) => {
    it("removed, no chunk the page can ever load holds any of its modules", () => {
      const everything = reachable(entry(withoutName(id)), true)
      // The kit is there (its kernel, loaded lazily), only this plugin is not.
      const kitModules = [...everything].flatMap((file) => chunkNamed(file).moduleIds)
      expect(kitModules).toContain(`${repoRoot}core/Kernel.ts`)
      expect(modulesIn(id, everything)).toEqual([])
      // The same look finds its entry and views in the page with it.
      expect(modulesIn(id, reachable(entry("all"), true))).toEqual(
        expect.arrayContaining(["index.ts", ...viewFiles(id)]),
      )
    })

    it("present, the page's first load holds only its plain data (entry and messages): the rest comes through import()", () => {
      const firstLoad = modulesIn(id, reachable(entry("all"), false))
      expect(firstLoad).toContain("index.ts")
      for (const module of firstLoad) expect(module).toMatch(/^(index\.ts|messages\/[\w-]+\.ts)$/)
    })

    it("present, each of its views is a chunk of its own, named after it, loaded only through import()", () => {
      const all = entry("all")
      for (const view of viewFiles(id)) {
        const name = view.slice("views/".length, -".tsx".length)
        const viewChunks = chunks.filter((chunk) => chunk.moduleIds.includes(folderOf(id) + view))
        expect(viewChunks.map((chunk) => chunk.name)).toEqual([name])
        const fileName = viewChunks[0]?.fileName ?? ""
        // Named after the view: the e2e tests tell it apart in Chromium by that name.
        expect(fileName).toMatch(new RegExp(`^assets/${name}-[\\w-]+\\.js$`))
        expect(reachable(all, false).has(fileName)).toBe(false)
        expect(reachable(all, true).has(fileName)).toBe(true)
        expect(reachable(entry(withoutName(id)), true).has(fileName)).toBe(false)
      }
    })
  })

  it("a view that draws no QR code leaves the SDK's QR encoder out: Send's and Activity's chunks never reach it, Receive's does", () => {
    const reachesEncoder = (view: string) => {
      const chunk = chunks.find((candidate) => candidate.moduleIds.includes(repoRoot + view))
      if (chunk === undefined) throw new Error(`no chunk holds ${view}`)
      return [...reachable(chunk, false)]
        .flatMap((file) => chunkNamed(file).moduleIds)
        .some((module) => module.includes("/node_modules/@paulmillr/qr/"))
    }
    expect(reachesEncoder("plugins/send/views/Send.tsx")).toBe(false)
    expect(reachesEncoder("plugins/activity/views/Activity.tsx")).toBe(false)
    expect(reachesEncoder("plugins/receive/views/Receive.tsx")).toBe(true)
  })

  it("send's kit, which the kernel imports at start, holds no form code: the form comes with the view", () => {
    const sendFolder = folderOf("send")
    const kitChunks = chunks.filter((chunk) => chunk.moduleIds.includes(`${sendFolder}sendKit.ts`))
    expect(kitChunks).toHaveLength(1)
    const kitChunk = kitChunks[0] ?? chunkNamed("")
    // What the kernel's start loads for send: the kit and what it imports statically.
    const atStart = modulesIn("send", reachable(kitChunk, false))
    expect(atStart).toContain("SendForm.ts")
    for (const form of [
      "SendService.ts",
      "validateSend.ts",
      "toSendTransaction.ts",
      "views/Send.tsx",
    ])
      expect(atStart).not.toContain(form)
  })
})
