import { HttpRequestError } from "viem"
import { describe, expect, it } from "vitest"
import { DevnetNotAnsweringError } from "./DevnetNotAnsweringError"
import { readDevnet } from "./readDevnet"
import { serveDevnet } from "./SandboxDevnet"

const devnet = serveDevnet({
  chainId: 31338,
  name: "Foyer Devnet 2",
  rpcUrl: "http://127.0.0.1:9",
  accounts: [],
  tokens: [],
})

describe("readDevnet", () => {
  it("passes a read's value through", async () => {
    expect(await readDevnet(devnet, async () => 42n)).toBe(42n)
  })

  it("turns a read that got no answer into a DevnetNotAnsweringError naming the devnet", async () => {
    const cause = new HttpRequestError({ url: devnet.rpcUrl, details: "fetch failed" })
    const failure = await readDevnet(devnet, () => Promise.reject(cause)).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(DevnetNotAnsweringError)
    expect(failure).toMatchObject({
      message: "The devnet Foyer Devnet 2 (eip155:31338) is not answering",
      cause,
    })
  })

  it("passes any other failure on as it is", async () => {
    const cause = new RangeError("limit must be a positive integer")
    await expect(readDevnet(devnet, () => Promise.reject(cause))).rejects.toBe(cause)
  })
})
