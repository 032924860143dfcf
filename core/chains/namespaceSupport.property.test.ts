import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileValue, oddStrings } from "../../test/hostile/hostileValues"
import { type ChainNamespace, chainNamespaces } from "./ChainNamespace"
import {
  isNamespaceSupported,
  type NamespaceCapability,
  namespaceSupport,
} from "./namespaceSupport"

const capabilities = Object.keys(namespaceSupport) as ReadonlyArray<NamespaceCapability>

describe("which namespaces each capability supports (spec 6)", () => {
  it("a capability is supported exactly on its listed namespaces", () => {
    for (const capability of capabilities) {
      for (const ns of chainNamespaces) {
        expect(isNamespaceSupported(capability, ns)).toBe(
          (namespaceSupport[capability] as ReadonlyArray<ChainNamespace>).includes(ns),
        )
      }
    }
  })

  it("an unknown capability or namespace is supported nowhere, and nothing throws", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...oddStrings), hostileValue),
        hostileValue,
        (capability, ns) => {
          const known =
            typeof capability === "string" &&
            (capabilities as ReadonlyArray<string>).includes(capability)
          const supported = isNamespaceSupported(
            capability as NamespaceCapability,
            ns as ChainNamespace,
          )
          if (!known) expect(supported).toBe(false)
        },
      ),
      { numRuns: 200 },
    )
    for (const capability of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect(isNamespaceSupported(capability as NamespaceCapability, "eip155")).toBe(false)
    }
  })
})
