// @vitest-environment happy-dom
import { act } from "react"
import { createRoot, type Root } from "react-dom/client"
import { afterEach, describe, expect, it } from "vitest"
import { startTestKit } from "../../test/testFoyerClient"
import type { Foyer } from "../Foyer"
import { findDialog, handleFor } from "../testing/renderFoyer"
import { FoyerProvider } from "./FoyerProvider"

const roots: Root[] = []
afterEach(async () => {
  for (const root of roots.splice(0)) await act(async () => root.unmount())
  document.body.innerHTML = ""
})

const render = async (foyer: Foyer, headless: boolean) => {
  const container = document.createElement("div")
  document.body.append(container)
  const root = createRoot(container)
  roots.push(root)
  await act(async () => {
    root.render(
      <FoyerProvider foyer={foyer} headless={headless}>
        <p>page</p>
      </FoyerProvider>,
    )
  })
}

describe("FoyerProvider headless", { timeout: 20_000 }, () => {
  it("mounts no modal: the kit's modal may open, nothing is drawn", async () => {
    const kit = await startTestKit()
    const foyer = handleFor(kit.client)
    await render(foyer, true)
    await act(async () => {
      await (await foyer.load()).open()
    })
    expect(kit.client.stores.modal.getSnapshot().open).toBe(true)
    expect(document.querySelector('[role="dialog"], [data-foyer]')).toBeNull()
  })

  it("without headless the same open shows the dialog", async () => {
    const kit = await startTestKit()
    const foyer = handleFor(kit.client)
    await render(foyer, false)
    await act(async () => {
      await (await foyer.load()).open()
    })
    expect(await findDialog()).not.toBeNull()
  })
})
