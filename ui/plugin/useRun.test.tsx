// @vitest-environment happy-dom
import { Data, Effect } from "effect"
import { describe, expect, it } from "vitest"
import { KernelConfig } from "../../core"
import { startTestClient } from "../../test/testFoyerClient"
import { renderInView } from "../testing/renderInView"
import { useRun } from "./useRun"

class Refused extends Data.TaggedError("Refused")<{ readonly reason: string }> {}

describe("useRun", { timeout: 20_000 }, () => {
  it("runs an Effect on the kit's runtime, with the kernel's services", async () => {
    const client = await startTestClient()
    const run = (await renderInView(client, useRun)).current
    const projectId = await run(KernelConfig.useSync((k) => k.config.projectId))
    expect(projectId).toBe("foyer-ui-test")
  })

  it("rejects with the Effect's typed error", async () => {
    const client = await startTestClient()
    const run = (await renderInView(client, useRun)).current
    await expect(run(Effect.fail(new Refused({ reason: "no" })))).rejects.toMatchObject({
      _tag: "Refused",
      reason: "no",
    })
  })
})
