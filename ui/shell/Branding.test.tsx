// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from "vitest"
import { coreMessages } from "../../core"
import { startTestKit } from "../../test/testFoyerClient"
import { axeInBothThemes, openView, waitFor, warmChunks } from "../testing/renderFoyer"

beforeAll(warmChunks, 60_000)

const brandingIn = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll("p")].find((p) => p.textContent === coreMessages["connect.branding"])

describe("the branding line (spec 6 provider-branding flag)", { timeout: 30_000 }, () => {
  it("is on by default (spec 9 'branding on'): the Connect view ends with it, and passes axe", async () => {
    const kit = await startTestKit()
    const { dialog } = await openView(kit.client, undefined)
    const line = await waitFor(() => brandingIn(dialog))
    expect(line.textContent).toBe("Powered by Foyer")
    const parts = line.parentElement!.children
    expect(parts[parts.length - 1]).toBe(line)
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("features.branding false hides it, and so does the provider's remote flag", async () => {
    for (const options of [
      { features: { branding: false } },
      { remoteFeatures: { branding: false } },
    ]) {
      const kit = await startTestKit(options)
      const { dialog, rendered } = await openView(kit.client, undefined)
      expect(dialog.querySelector('ul[aria-label="Wallets"]')).not.toBeNull()
      expect(brandingIn(dialog)).toBeUndefined()
      await rendered.unmount()
    }
  })

  it("is shown in the kit's language", async () => {
    const kit = await startTestKit({ locale: "fr" })
    const { dialog } = await openView(kit.client, undefined)
    await waitFor(() => dialog.textContent?.includes("Propulsé par Foyer"))
  })
})
