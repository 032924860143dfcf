import { describe, expect, it } from "vitest"
import { checkJsonRpcBody, maxRpcBatchCalls } from "./checkJsonRpcBody"

const call = (id: number) => ({ jsonrpc: "2.0", id, method: "eth_chainId", params: [] })
const problem = (description: string) => [{ field: "body", description }]

describe("checkJsonRpcBody", () => {
  it("passes one call, and a batch of one up to maxRpcBatchCalls calls, to the devnet", () => {
    expect(maxRpcBatchCalls).toBe(1_000)
    expect(checkJsonRpcBody(JSON.stringify(call(1)))).toEqual([])
    expect(checkJsonRpcBody(JSON.stringify([call(1)]))).toEqual([])
    const full = Array.from({ length: maxRpcBatchCalls }, (_, i) => call(i))
    expect(checkJsonRpcBody(JSON.stringify(full))).toEqual([])
  })

  it("refuses no body, text that is not JSON, and JSON that is neither a call nor a batch", () => {
    expect(checkJsonRpcBody("")).toEqual(problem("Missing JSON request body"))
    expect(checkJsonRpcBody("{")).toEqual(problem("The body is not JSON"))
    for (const text of ["42", '"eth_chainId"', "null", "true"]) {
      expect(checkJsonRpcBody(text)).toEqual(
        problem("A JSON-RPC request is an object, or a batch (array) of objects"),
      )
    }
  })

  it("refuses an empty batch and a batch over the limit, saying how many calls it has", () => {
    expect(checkJsonRpcBody("[]")).toEqual(problem("A JSON-RPC batch holds at least one call"))
    const over = Array.from({ length: maxRpcBatchCalls + 1 }, (_, i) => call(i))
    expect(checkJsonRpcBody(JSON.stringify(over))).toEqual(
      problem("A JSON-RPC batch holds at most 1000 calls; this one has 1001"),
    )
  })

  it("names each batch entry that is not an object by its index", () => {
    expect(checkJsonRpcBody(JSON.stringify([call(0), 1, null, call(3), [], "x"]))).toEqual(
      [1, 2, 4, 5].map((i) => ({
        field: `body[${i}]`,
        description: "A JSON-RPC call is an object",
      })),
    )
  })
})
