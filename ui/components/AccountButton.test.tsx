// @vitest-environment happy-dom
import { act } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import {
  type ApiAccount,
  connectWallet,
  startTestClient,
  startTestKit,
} from "../../test/testFoyerClient"
import {
  axeInBothThemes,
  click,
  handleFor,
  type Rendered,
  renderWithFoyer,
  settleModal,
  warmChunks,
} from "../testing/renderFoyer"
import { AccountButton } from "./AccountButton"

// The modal shell and the Account view are lazy chunks: transform them once, up front, so
// opening the view is not timed against their first compile.
beforeAll(warmChunks, 60_000)

let rendered: Rendered | undefined

/** The visitor connects MetaMask; the provider API knows `identity` for the account. */
const setUp = async (identity: ApiAccount = {}) => {
  const kit = await startTestKit()
  const foyer = handleFor(kit.client)
  rendered = await renderWithFoyer(foyer, <AccountButton />)
  await act(async () => {
    await foyer.load()
    await connectWallet(kit, identity)
  })
  return { client: kit.client, button: rendered.container.querySelector("button")! }
}

describe("AccountButton", { timeout: 20_000 }, () => {
  it("renders nothing when no account is connected", async () => {
    const client = await startTestClient()
    rendered = await renderWithFoyer(handleFor(client), <AccountButton />)
    expect(rendered.container.innerHTML).toBe("")
  })

  it("shows the shortened address (0x1234…abcd) and the balance, with no axe violations", async () => {
    const { client, button } = await setUp()
    expect([...button.querySelectorAll("span")].map((s) => s.textContent)).toEqual([
      "",
      "0x5290…9EE7",
      "1.2345 ETH",
    ])
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("prefers the profile name and draws a safe avatar only", async () => {
    const { button } = await setUp({ name: "alice.foyer.id", avatar: "javascript:alert(1)" })
    expect(button.textContent).toBe("alice.foyer.id1.2345 ETH")
    expect(button.querySelector("img")).toBeNull()
  })

  it("opens the Account view", async () => {
    const { client, button } = await setUp()
    await click(button)
    await settleModal()
    expect(client.stores.modal.getSnapshot().router.history).toEqual([{ name: "Account" }])
  })
})
