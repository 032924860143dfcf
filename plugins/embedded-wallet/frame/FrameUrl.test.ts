import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { type FrameQuery, frameUrlOf } from "./FrameUrl"

const query: FrameQuery = {
  projectId: "p 1",
  chainId: 8453,
  version: "1.2.3",
  enableLogger: true,
  rpcUrl: "https://rpc.example/v1?projectId=p 1",
}

const srcOf = (frameUrl: string, extra: Partial<FrameQuery> = {}) => {
  const result = frameUrlOf(frameUrl, { ...query, ...extra })
  return Result.isSuccess(result) ? result.success : result.failure
}

describe("the secure frame's URL (spec 7: projectId, chainId, version, enableLogger, rpcUrl, and enableCloudAuthAccount when enabled)", () => {
  it("carries projectId, chainId, version, enableLogger and rpcUrl, encoded", () => {
    expect(srcOf("https://secure.example/frame")).toEqual({
      origin: "https://secure.example",
      src: "https://secure.example/frame?projectId=p+1&chainId=8453&version=1.2.3&enableLogger=true&rpcUrl=https%3A%2F%2Frpc.example%2Fv1%3FprojectId%3Dp+1",
    })
  })

  it("adds enableCloudAuthAccount only when it is enabled", () => {
    const on = srcOf("https://secure.example/frame", { enableCloudAuthAccount: true })
    const off = srcOf("https://secure.example/frame", { enableCloudAuthAccount: false })
    expect("src" in on && new URL(on.src).searchParams.get("enableCloudAuthAccount")).toBe("true")
    expect("src" in off && new URL(off.src).searchParams.has("enableCloudAuthAccount")).toBe(false)
    expect("src" in off && [...new URL(off.src).searchParams.keys()]).toEqual([
      "projectId",
      "chainId",
      "version",
      "enableLogger",
      "rpcUrl",
    ])
  })

  it("keeps the site's own parameters and replaces the spec's", () => {
    const result = srcOf(
      "https://secure.example:8443/frame?theme=dark&projectId=old&enableCloudAuthAccount=true",
    )
    expect(result).toEqual({
      origin: "https://secure.example:8443",
      src: "https://secure.example:8443/frame?theme=dark&projectId=p+1&chainId=8453&version=1.2.3&enableLogger=true&rpcUrl=https%3A%2F%2Frpc.example%2Fv1%3FprojectId%3Dp+1",
    })
  })

  it("refuses a URL with no origin to trust", () => {
    for (const url of ["not a url", "/frame", "data:text/html,<p>frame</p>", "about:blank"]) {
      const result = srcOf(url)
      expect(result).toMatchObject({ _tag: "FrameUrlInvalidError", url })
      expect("message" in result && result.message).toBe(
        `The secure frame URL ${url} has no origin to trust.`,
      )
    }
  })
})
