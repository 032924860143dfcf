// @vitest-environment happy-dom
import { Context, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { definePlugin, KernelConfig } from "../../core"
import { startTestClient } from "../../test/testFoyerClient"
import { renderInView } from "../testing/renderInView"
import { useService } from "./useService"

class Greeter extends Context.Service<Greeter, { readonly greet: (name: string) => string }>()(
  "test/Greeter",
) {}

const greeter = definePlugin({
  id: "greeter",
  kit: async () => ({
    default: { layer: () => Layer.succeed(Greeter, { greet: (name) => `hello ${name}` }) },
  }),
})

describe("useService", { timeout: 20_000 }, () => {
  it("gives a view a kernel service", async () => {
    const client = await startTestClient()
    const result = await renderInView(client, () => useService(KernelConfig))
    expect(result.current.config.projectId).toBe("foyer-ui-test")
  })

  it("gives a view a service an enabled plugin provides", async () => {
    const client = await startTestClient({ plugins: [greeter] })
    const result = await renderInView(client, () => useService(Greeter))
    expect(result.current.greet("alice")).toBe("hello alice")
  })

  it("reads the service once: the same instance on every render", async () => {
    const client = await startTestClient({ plugins: [greeter] })
    const seen = new Set<unknown>()
    const result = await renderInView(client, () => {
      const service = useService(Greeter)
      seen.add(service)
      return service
    })
    expect(result.renders).toBeGreaterThan(0)
    expect(seen.size).toBe(1)
  })
})
