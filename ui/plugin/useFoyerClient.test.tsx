// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import { startTestClient } from "../../test/testFoyerClient"
import { renderElement } from "../testing/renderElement"
import { renderInView } from "../testing/renderInView"
import { outsideViewMessage, useFoyerClient } from "./useFoyerClient"

describe("useFoyerClient", { timeout: 20_000 }, () => {
  it("gives a view the kit it is drawn for", async () => {
    const client = await startTestClient()
    const result = await renderInView(client, useFoyerClient)
    expect(result.current).toBe(client)
  })

  it("throws a clear error outside a view", async () => {
    const errors = console.error
    console.error = () => {}
    let thrown: unknown
    const Probe = () => {
      try {
        useFoyerClient()
      } catch (error) {
        thrown = error
      }
      return null
    }
    try {
      await renderElement(<Probe />)
    } finally {
      console.error = errors
    }
    expect(thrown).toEqual(new Error(outsideViewMessage))
  })
})
