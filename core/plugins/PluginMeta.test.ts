import { describe, expect, expectTypeOf, it } from "vitest"
import { definePluginMeta, type PluginMeta } from "./PluginMeta"

describe("definePluginMeta", () => {
  it("gives the metadata back as it is, its id typed as the literal", () => {
    const meta = definePluginMeta({
      id: "greeting",
      factory: "greeting",
      description: "Says hello on the Account view",
      feature: "send",
      requires: ["send"],
    })
    expect(meta).toEqual({
      id: "greeting",
      factory: "greeting",
      description: "Says hello on the Account view",
      feature: "send",
      requires: ["send"],
    })
    expectTypeOf(meta.id).toEqualTypeOf<"greeting">()
    expectTypeOf(meta).toExtend<PluginMeta>()
  })

  it("takes only the feature flags of the configuration as `feature`", () => {
    // @ts-expect-error "teleport" is not a feature flag
    definePluginMeta({ id: "x", factory: "x", description: "x", feature: "teleport" })
    // @ts-expect-error the description is required: the CLI lists it
    definePluginMeta({ id: "x", factory: "x" })
  })
})
