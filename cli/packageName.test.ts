import { describe, expect, it } from "vitest"
import { packageInfo } from "./foyerPackage"
import { foyerPackageName, shippedPluginId, shippedPluginModule } from "./packageName"

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
})
