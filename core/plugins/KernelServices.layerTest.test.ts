import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { KernelConfig } from "../config/KernelConfig"

describe("KernelConfig.layerTest", () => {
  it("decodes a test project on Ethereum by default, with every default of the spec", () => {
    const kernel = Effect.runSync(
      Effect.provide(Effect.service(KernelConfig), KernelConfig.layerTest()),
    )
    expect(kernel.config.projectId).toBe("test-project")
    expect(kernel.networks.map((n) => n.caipNetworkId)).toEqual(["eip155:1"])
    expect(kernel.defaultNetwork.caipNetworkId).toBe("eip155:1")
    expect(kernel.config.enableReconnect).toBe(true)
  })

  it("takes the test's options and resolves features as the kernel does (remote ones win)", () => {
    const kernel = Effect.runSync(
      Effect.provide(
        Effect.service(KernelConfig),
        KernelConfig.layerTest({
          networks: ["eip155:1", "eip155:10"],
          defaultNetwork: "eip155:10",
          features: { swaps: true },
          remoteFeatures: { swaps: false },
        }),
      ),
    )
    expect(kernel.defaultNetwork.caipNetworkId).toBe("eip155:10")
    expect(kernel.features.swaps).toBe(false)
  })

  it("fails on options the kernel would refuse", () => {
    const failure = Effect.runSync(
      Effect.flip(
        Effect.provide(Effect.service(KernelConfig), KernelConfig.layerTest({ networks: [] })),
      ),
    )
    expect(failure.message).toBe(
      "Invalid Foyer configuration:\n- networks: At least one network is required",
    )
  })
})
