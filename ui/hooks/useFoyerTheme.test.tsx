// @vitest-environment happy-dom
import { act, Profiler } from "react"
import { describe, expect, it } from "vitest"
import { startTestClient, testOptions } from "../../test/testFoyerClient"
import { ConnectButton } from "../components/ConnectButton"
import { createFoyer } from "../createFoyer"
import { handleFor, type Rendered, renderHook, renderWithFoyer } from "../testing/renderFoyer"
import { useFoyerTheme } from "./useFoyerTheme"

let rendered: Rendered | undefined

describe("useFoyerTheme", { timeout: 20_000 }, () => {
  it("starts from the configured mode and variables, before anything loads", async () => {
    const foyer = createFoyer({
      ...testOptions,
      themeMode: "dark",
      themeVariables: { accent: "#0a7d4f" },
    })
    const hook = await renderHook(foyer, useFoyerTheme)
    rendered = hook.rendered
    expect(hook.result.current.themeMode).toBe("dark")
    expect(hook.result.current.themeVariables).toEqual({ accent: "#0a7d4f" })
    expect(foyer.peek()).toBeUndefined()
  })

  it("setThemeMode switches every Foyer root, before and after the kit loads", async () => {
    const client = await startTestClient()
    const foyer = handleFor(client)
    let theme: ReturnType<typeof useFoyerTheme> | undefined
    const Probe = () => {
      theme = useFoyerTheme()
      return <ConnectButton />
    }
    rendered = await renderWithFoyer(foyer, <Probe />)
    const button = () => rendered!.container.querySelector("button")!
    expect(button().getAttribute("data-theme")).toBe("light")
    await act(async () => theme!.setThemeMode("dark"))
    expect(button().getAttribute("data-theme")).toBe("dark")
    await act(async () => {
      await foyer.load()
    })
    expect(client.stores.theme.getSnapshot().themeMode).toBe("dark")
    await act(async () => theme!.setThemeMode("light"))
    expect(client.stores.theme.getSnapshot().themeMode).toBe("light")
    expect(button().getAttribute("data-theme")).toBe("light")
  })

  it("applies themeVariables to each Foyer root through the CSSOM, never a style attribute in the markup", async () => {
    const foyer = createFoyer({
      ...testOptions,
      themeVariables: {
        accent: "#0a7d4f",
        fontFamily: "Inter, sans-serif",
        fontSizeBase: "15px",
        borderRadius: "8px",
        zIndex: 50,
        qrColor: "#000000",
      },
    })
    rendered = await renderWithFoyer(foyer, <ConnectButton />)
    const button = rendered.container.querySelector("button")!
    expect(
      [
        "--foyer-color-accent",
        "--foyer-font-family",
        "--foyer-font-size-base",
        "--foyer-radius-base",
        "--foyer-z-index",
        "--foyer-color-qr",
      ].map((name) => button.style.getPropertyValue(name)),
    ).toEqual(["#0a7d4f", "Inter, sans-serif", "15px", "8px", "50", "#000000"])
  })

  it("a Foyer root commits once when it mounts: setting its variables costs no second render (issue 14)", async () => {
    const foyer = createFoyer({ ...testOptions, themeVariables: { accent: "#0a7d4f" } })
    const commits: Array<string> = []
    rendered = await renderWithFoyer(
      foyer,
      <Profiler id="button" onRender={(_id, phase) => commits.push(phase)}>
        <ConnectButton />
      </Profiler>,
    )
    const button = rendered.container.querySelector("button")!
    expect(button.style.getPropertyValue("--foyer-color-accent")).toBe("#0a7d4f")
    expect(commits).toEqual(["mount"])
  })
})
