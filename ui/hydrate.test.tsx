// @vitest-environment happy-dom
import { act, type ReactNode } from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { afterEach, describe, expect, it, vi } from "vitest"
import { accountLoaded, afterReload, testOptions } from "../test/testFoyerClient"
import { AccountButton, ConnectButton, createFoyer, FoyerProvider, NetworkButton } from "./index"

Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true)

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
  document.body.innerHTML = ""
})

const page = (foyer: ReturnType<typeof createFoyer>): ReactNode => (
  <FoyerProvider foyer={foyer}>
    <main>
      <ConnectButton />
      <AccountButton />
      <NetworkButton />
    </main>
  </FoyerProvider>
)

/** Server-renders the page, hydrates it in the DOM and returns what React reported. */
const hydrate = async (serverFoyer: ReturnType<typeof createFoyer>, clientFoyer = serverFoyer) => {
  const html = renderToString(page(serverFoyer))
  const container = document.createElement("div")
  container.innerHTML = html
  document.body.append(container)
  const errors = vi.spyOn(console, "error")
  const recoverable: Array<unknown> = []
  const root = await act(async () =>
    hydrateRoot(container, page(clientFoyer), {
      onRecoverableError: (error) => recoverable.push(error),
    }),
  )
  const result = { errors: errors.mock.calls, recoverable, html, container }
  await act(async () => root.unmount())
  return result
}

describe("hydration", { timeout: 20_000 }, () => {
  it("hydrates the server's HTML without a mismatch warning", async () => {
    const { errors, recoverable } = await hydrate(createFoyer(testOptions))
    expect(errors).toEqual([])
    expect(recoverable).toEqual([])
  })

  it("hydrates without a mismatch while a stored session is restored (nothing read during render)", async () => {
    localStorage.setItem("@foyer/connection_status", JSON.stringify("connected"))
    const { kit, wallet } = await afterReload()
    const { client } = kit
    const asked = wallet.calls.length
    const createClient = vi.fn(async () => client)
    const { errors, recoverable } = await hydrate(
      createFoyer(testOptions),
      createFoyer(testOptions, { createClient }),
    )
    expect(errors).toEqual([])
    expect(recoverable).toEqual([])
    expect(createClient).toHaveBeenCalledTimes(1)
    await accountLoaded(client)
    expect(wallet.methods().slice(asked)).toEqual(["eth_accounts", "eth_chainId"])
  })

  it("hydrates without a mismatch with theme variables, then sets them through the CSSOM", async () => {
    const options = { ...testOptions, themeVariables: { accent: "#0a7d4f" } }
    const { errors, recoverable, html } = await hydrate(createFoyer(options), createFoyer(options))
    expect(errors).toEqual([])
    expect(recoverable).toEqual([])
    expect(html).not.toContain("style=")
  })
})
