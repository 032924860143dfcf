import { describe, expect, it } from "vitest"
import { packageInfo } from "./foyerPackage"
import {
  foyerPackageName,
  renamedSpecifier,
  shippedPluginId,
  shippedPluginModule,
} from "./packageName"

describe("the package's name", () => {
  it("is the name in package.json, the one npm installs", () => {
    expect(foyerPackageName).toBe("foyer-kit")
    expect(packageInfo.name).toBe(foyerPackageName)
  })

  it("a shipped plugin's module is foyer-kit/plugins/<id>, and only that names a shipped plugin", () => {
    expect(shippedPluginModule("email-capture")).toBe("foyer-kit/plugins/email-capture")
    expect(shippedPluginId("foyer-kit/plugins/email-capture")).toBe("email-capture")
    expect(shippedPluginId("foyer-kit/plugins/swap/views/Swap")).toBeUndefined()
    expect(shippedPluginId("foyer/plugins/swap")).toBeUndefined()
    expect(shippedPluginId("./plugins/swap")).toBeUndefined()
    expect(shippedPluginId("foyer-kit/react")).toBeUndefined()
  })

  it("an import of the kit's old name maps to the same entry of foyer-kit; nothing else does", () => {
    expect(renamedSpecifier("foyer")).toBe("foyer-kit")
    expect(renamedSpecifier("foyer/react")).toBe("foyer-kit/react")
    expect(renamedSpecifier("foyer/plugins/send")).toBe("foyer-kit/plugins/send")
    expect(renamedSpecifier("foyer-kit/react")).toBeUndefined()
    expect(renamedSpecifier("foyerish")).toBeUndefined()
    expect(renamedSpecifier("./foyer/react")).toBeUndefined()
  })
})
