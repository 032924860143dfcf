// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { startTestClient, until } from "../../test/testFoyerClient"
import { renderInView } from "../testing/renderInView"
import { useCopyText } from "./useCopyText"

const toasts = { copied: "Address copied", failed: "Could not copy the address" }

const setUp = async (clipboard: { writeText: (text: string) => Promise<void> } | undefined) => {
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true })
  const client = await startTestClient()
  const copy = (await renderInView(client, useCopyText)).current
  return { client, copy }
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "clipboard")
})

describe("useCopyText", { timeout: 20_000 }, () => {
  it("writes the text to the clipboard and shows the success toast", async () => {
    const writeText = vi.fn(async (_text: string) => {})
    const { client, copy } = await setUp({ writeText })
    await expect(act(() => copy("0xabc", toasts))).resolves.toBe(true)
    expect(writeText).toHaveBeenCalledWith("0xabc")
    const toast = await until(client.stores.toast, (s) => s.open)
    expect([toast.message, toast.variant]).toEqual(["Address copied", "success"])
  })

  it("when the clipboard refuses, shows the error toast and resolves false", async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException("Write permission denied.", "NotAllowedError")
    })
    const { client, copy } = await setUp({ writeText })
    await expect(act(() => copy("0xabc", toasts))).resolves.toBe(false)
    const toast = await until(client.stores.toast, (s) => s.open)
    expect([toast.message, toast.variant]).toEqual(["Could not copy the address", "error"])
  })

  it("when the page has no clipboard (an insecure origin), shows the error toast", async () => {
    const { client, copy } = await setUp(undefined)
    await expect(act(() => copy("0xabc", toasts))).resolves.toBe(false)
    const toast = await until(client.stores.toast, (s) => s.open)
    expect([toast.message, toast.variant]).toEqual(["Could not copy the address", "error"])
  })
})
