import { describe, expect, it } from "vitest"
import { isRpcNodeOperationId, rpcNodeOfPath, rpcNodeOperationId } from "./rpcNodes"

describe("the RPC proxy's other URLs (/nodes/<name>/)", () => {
  it("a /nodes/<name>/ path names its node; other paths name none", () => {
    expect(rpcNodeOfPath("/nodes/backup/")).toBe("backup")
    expect(rpcNodeOfPath("/nodes/node-2")).toBe("node-2")
    expect(rpcNodeOfPath("/v1/")).toBeUndefined()
    expect(rpcNodeOfPath("/nodes/")).toBeUndefined()
    expect(rpcNodeOfPath("/nodes/Backup/")).toBeUndefined()
    expect(rpcNodeOfPath("/nodes/a/b/")).toBeUndefined()
    expect(rpcNodeOfPath(`/nodes/${"a".repeat(33)}/`)).toBeUndefined()
  })

  it("each node is counted and faulted under rpc:<name>", () => {
    expect(rpcNodeOperationId("backup")).toBe("rpc:backup")
    expect(isRpcNodeOperationId("rpc:backup")).toBe(true)
    expect(isRpcNodeOperationId("rpc")).toBe(false)
    expect(isRpcNodeOperationId("rpc:")).toBe(false)
    expect(isRpcNodeOperationId("rpc:../x")).toBe(false)
  })
})
