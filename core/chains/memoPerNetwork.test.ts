import { describe, expect, it } from "vitest"
import { foyerDevnet as devnetAt, foyerDevnet2 } from "./foyerDevnet"
import { memoPerNetwork } from "./memoPerNetwork"

const rpcUrl = "http://127.0.0.1:1/"
const foyerDevnet = devnetAt(rpcUrl)

describe("memoPerNetwork", () => {
  it("loads once per network and shares the load; another network gets its own", async () => {
    const loads: Array<string> = []
    const load = memoPerNetwork(async (network) => {
      loads.push(network.caipNetworkId)
      return { for: network.caipNetworkId }
    })
    const other = foyerDevnet2(rpcUrl)
    const [a, b] = [load(foyerDevnet), load(foyerDevnet)]
    expect(a).toBe(b)
    expect(await load(other)).toEqual({ for: "eip155:31338" })
    expect(loads).toEqual(["eip155:31337", "eip155:31338"])
  })

  it("forgets a load that failed: the next call tries again", async () => {
    let attempts = 0
    const load = memoPerNetwork(async () => {
      attempts += 1
      if (attempts === 1) throw new Error("the chunk did not download")
      return "loaded"
    })
    await expect(load(foyerDevnet)).rejects.toThrow("the chunk did not download")
    expect(await load(foyerDevnet)).toBe("loaded")
    expect(await load(foyerDevnet)).toBe("loaded")
    expect(attempts).toBe(2)
  })
})
