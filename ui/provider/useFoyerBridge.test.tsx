// @vitest-environment happy-dom

import { act } from "react"
import { describe, expect, it, vi } from "vitest"
import { startTestClient, testOptions } from "../../test/testFoyerClient"
import { createFoyer } from "../createFoyer"
import { useFoyerAccount } from "../hooks/useFoyerAccount"
import { useFoyerNetwork } from "../hooks/useFoyerNetwork"
import { useFoyerTheme } from "../hooks/useFoyerTheme"
import { renderWithFoyer } from "../testing/renderFoyer"
import { useFoyerBridge } from "./useFoyerBridge"

describe("useFoyerBridge", () => {
  it("re-renders only for the field it reads: opening the modal leaves the page's components alone (issue 14)", async () => {
    const createClient = vi.fn(() => new Promise<never>(() => {}))
    const foyer = createFoyer(testOptions, { createClient })
    const renders = { page: 0, opening: 0 }
    const Page = () => {
      useFoyerAccount()
      useFoyerNetwork()
      useFoyerTheme()
      renders.page++
      return null
    }
    const Opening = () => {
      useFoyerBridge("opening")
      renders.opening++
      return null
    }
    await renderWithFoyer(
      foyer,
      <>
        <Page />
        <Opening />
      </>,
    )
    const before = { ...renders }
    await act(async () => {
      void foyer.open()
    })
    expect(renders.opening).toBeGreaterThan(before.opening)
    expect(renders.page).toBe(before.page)
  })

  it("gives nothing before the kit has loaded, then its client", async () => {
    const client = await startTestClient()
    const foyer = createFoyer(testOptions, { createClient: async () => client })
    let seen: unknown = "unset"
    const Client = () => {
      seen = useFoyerBridge("client")
      return null
    }
    await renderWithFoyer(foyer, <Client />)
    expect(seen).toBeUndefined()
    await act(async () => {
      await foyer.load()
    })
    expect(seen).toBe(client)
  })
})
