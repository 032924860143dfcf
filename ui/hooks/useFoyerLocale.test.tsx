// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { type FoyerOptions, pageButtonMessages } from "../../core"
import { startTestClient, testOptions } from "../../test/testFoyerClient"
import { ConnectButton } from "../components/ConnectButton"
import { createFoyer } from "../createFoyer"
import { buttonNamed, click, findDialog, renderHook, renderWithFoyer } from "../testing/renderFoyer"
import { useFoyerLocale } from "./useFoyerLocale"

describe("useFoyerLocale", { timeout: 20_000 }, () => {
  it("reads the configured language by its primary subtag; Arabic is right to left", async () => {
    const foyer = createFoyer({ ...testOptions, locale: "ar-EG" })
    const { result } = await renderHook(foyer, useFoyerLocale)
    expect(result.current.locale).toBe("ar")
    expect(result.current.direction).toBe("rtl")
  })

  it("the page button's root carries dir and lang, and flips when the language switches", async () => {
    const foyer = createFoyer(
      { ...testOptions, locale: "ar" },
      { createClient: () => Promise.reject(new Error("the kit must not load")) },
    )
    let locale: ReturnType<typeof useFoyerLocale> | undefined
    const Probe = () => {
      locale = useFoyerLocale()
      return <ConnectButton />
    }
    const rendered = await renderWithFoyer(foyer, <Probe />)
    const button = rendered.container.querySelector("button")!
    expect([button.getAttribute("dir"), button.getAttribute("lang")]).toEqual(["rtl", "ar"])
    expect(button.textContent).toBe(pageButtonMessages.ar["connectButton.label"])
    await act(async () => {
      await locale!.setLocale("de-DE")
    })
    expect([button.getAttribute("dir"), button.getAttribute("lang")]).toEqual(["ltr", "de"])
    expect(button.textContent).toBe(pageButtonMessages.de["connectButton.label"])
    expect(foyer.peek()).toBeUndefined()
  })

  it("the modal's first frame, drawn before the kit has loaded, is in the page's language", async () => {
    const foyer = createFoyer(
      { ...testOptions, locale: "ar" },
      // The kit never arrives: what shows is the light entry's shell.
      { createClient: () => new Promise(() => {}) },
    )
    const rendered = await renderWithFoyer(foyer, <ConnectButton />)
    await click(rendered.container.querySelector("button")!)
    const dialog = await findDialog()
    expect(dialog.getAttribute("aria-labelledby")).not.toBeNull()
    const title = document.getElementById(dialog.getAttribute("aria-labelledby")!)
    expect(title?.textContent).toBe(pageButtonMessages.ar["view.Connect.title"])
    expect(buttonNamed(pageButtonMessages.ar["modal.close"], dialog)).toBeDefined()
    expect(dialog.closest("[dir]")?.getAttribute("dir")).toBe("rtl")
    expect(foyer.peek()).toBeUndefined()
  })

  it("a language chosen before the kit loads is the one the kit starts in", async () => {
    const started: Array<FoyerOptions> = []
    const foyer = createFoyer(testOptions, {
      createClient: (options) => {
        started.push(options)
        return startTestClient(options)
      },
    })
    const { result } = await renderHook(foyer, useFoyerLocale)
    await act(async () => {
      await result.current.setLocale("fr")
    })
    const client = await act(() => foyer.load())
    expect(started.map((options) => options.locale)).toEqual(["fr"])
    expect(client.messages.store.getSnapshot().locale).toBe("fr")
    expect(result.current.locale).toBe("fr")
  })

  it("once the kit runs, its language is the page's: a switch on the client shows in the hook", async () => {
    const foyer = createFoyer(testOptions, { createClient: startTestClient })
    const { result } = await renderHook(foyer, useFoyerLocale)
    const client = await act(() => foyer.load())
    await act(async () => {
      expect(await client.setLocale("ar")).toBe("ar")
    })
    expect(result.current).toMatchObject({ locale: "ar", direction: "rtl" })
    await act(async () => {
      expect(await result.current.setLocale("es")).toBe("es")
    })
    expect(client.messages.store.getSnapshot().locale).toBe("es")
    expect(result.current).toMatchObject({ locale: "es", direction: "ltr" })
  })
})
