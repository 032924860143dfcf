import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { staticImportGraph } from "../../../ui/bundle/staticImports"

const repo = resolve(fileURLToPath(import.meta.url), "../../../..")
const rel = (path: string) => relative(repo, path)

describe("viem stays a lazy chunk (issue 14)", () => {
  it("the kernel reaches the ERC-20 multicall reads (viem's client) only through import()", () => {
    const kernel = staticImportGraph(resolve(repo, "core/client/createFoyerClient.ts"))
    expect([...kernel.files].map(rel)).not.toContain("core/accounts/balances/erc20Reads.ts")
    expect([...kernel.dynamic].map(rel)).toContain("core/accounts/balances/erc20Reads.ts")
    const reads = staticImportGraph(resolve(repo, "core/accounts/balances/erc20Reads.ts"))
    expect([...reads.packages]).toContain("viem")
  })
})
