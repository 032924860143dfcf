// Kernel v3 (issue 31): "No detached fork anywhere in core or plugins; kit disposal ends every
// fiber." Tests and test kernels aside, no source of core/ or plugins/ starts a fiber that no
// scope owns, but for the bridges below, each of which ends with the work that asked for it.
import { readFileSync } from "node:fs"
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { detachedCalls } from "./detachedWork"
import { sourcesUnder } from "./moduleImports"

const repo = resolve(fileURLToPath(import.meta.url), "../..")

/** Where a detaching call is a bridge to promises, and why it does not outlive its caller. */
const bridges: Readonly<
  Record<string, { readonly methods: ReadonlyArray<string>; readonly why: string }>
> = {
  "core/client/createFoyerClient.ts": {
    methods: ["runPromise"],
    why: "builds the kernel for the page, which awaits it; the kit's runtime exists only afterwards",
  },
  "core/connectors/walletConnect/makeSignClientProvider.ts": {
    methods: ["runPromise"],
    why: "opens the WalletConnect client for the connector, which awaits it, and closes its scope when the connector is disposed",
  },
  "plugins/embedded-wallet/secureSite/page/pageKeys.ts": {
    methods: ["runPromise"],
    why: "the secure frame page (no kit there): one key made or rebuilt for the request awaiting it, which ends by itself",
  },
  "plugins/embedded-wallet/secureSite/page/pagePasskey.ts": {
    methods: ["runPromise"],
    why: "the secure frame page (no kit there): one passkey ceremony or recovery for the visitor's click, which the awaiting request ends with",
  },
  "plugins/siwx/server/verifySiwxSignIn.ts": {
    methods: ["runPromise"],
    why: "a backend's promise API: one verification, which the caller awaits and which ends by itself",
  },
  "plugins/siwx/siwxMessengers.ts": {
    methods: ["runPromise"],
    why: "viem's transport asks for a promise: one node read, which ends by itself",
  },
}

// Tests, and the harnesses and fixtures only tests import (…Fixtures.ts: a kit's parts set up
// for a test, run to the end by it).
const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) || /(TestKernel|testKernel|TestHarness|Fixtures)\.tsx?$/.test(file)

describe("no detached work in core/ and plugins/", () => {
  it("finds Effect's detaching calls, not a scoped run function nor a runtime's own", () => {
    const source = [
      "Effect.runFork(a)",
      "Effect.runForkWith(context)(b)",
      "yield* Effect.forkDetach(c)",
      "Effect.runPromise(d)",
      "runtime.runPromiseExit(e)",
      "const runFork = yield* FiberSet.makeRuntime()",
      "runFork(f)",
      "yield* Effect.forkIn(g, scope)",
      "Effect.runSync(h)",
    ].join("\n")
    expect(detachedCalls("x.ts", source)).toEqual([
      { method: "runFork", line: 1 },
      { method: "runForkWith", line: 2 },
      { method: "forkDetach", line: 3 },
      { method: "runPromise", line: 4 },
    ])
  })

  it("no source starts a fiber that no scope owns, but the listed bridges", () => {
    const files = ["core", "plugins"]
      .flatMap((dir) => sourcesUnder(resolve(repo, dir)))
      .map((file) => relative(repo, file))
      .filter((file) => !isTestCode(file))
    expect(files.length).toBeGreaterThan(300)
    const found = files.flatMap((file) =>
      detachedCalls(file, readFileSync(resolve(repo, file), "utf8"))
        .filter(({ method }) => !(bridges[file]?.methods.includes(method) ?? false))
        .map(({ method, line }) => `${file}:${line} ${method}`),
    )
    expect(found).toEqual([])
  })

  it("every listed bridge is still used: a bridge that went goes from the list too", () => {
    const unused = Object.entries(bridges).flatMap(([file, { methods }]) => {
      const used = new Set(
        detachedCalls(file, readFileSync(resolve(repo, file), "utf8")).map((call) => call.method),
      )
      return methods.filter((method) => !used.has(method)).map((method) => `${file} ${method}`)
    })
    expect(unused).toEqual([])
  })
})
