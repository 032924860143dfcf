import { describe, expect, it } from "vitest"
import { analyticsBatchUrl } from "./analyticsBatchUrl"

describe("the analytics batch URL (spec 7: POST /batch, query projectId, st, sv)", () => {
  it("is the analytics service's /batch with projectId, st and sv", () => {
    expect(
      analyticsBatchUrl({
        analyticsUrl: "http://127.0.0.1:4001/",
        projectId: "demo project",
        sdkType: "foyer",
        sdkVersion: "foyer-js-0.1.0",
      }),
    ).toBe("http://127.0.0.1:4001/batch?projectId=demo+project&st=foyer&sv=foyer-js-0.1.0")
  })

  it("keeps a path the analytics URL has", () => {
    expect(
      analyticsBatchUrl({
        analyticsUrl: "https://host.example/pulse",
        projectId: "p",
        sdkType: "foyer",
        sdkVersion: "v",
      }),
    ).toBe("https://host.example/pulse/batch?projectId=p&st=foyer&sv=v")
  })
})
