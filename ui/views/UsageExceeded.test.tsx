// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { coreMessages } from "../../core"
import {
  answeredPreflight,
  answerJson,
  type LocalServer,
  startLocalServer,
} from "../../test/localServer"
import { startTestKit } from "../../test/testFoyerClient"
import { axeInBothThemes, buttonNamed, click, openView, waitFor } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

// The provider API of a project whose plan is over its usage limit: its configuration (the
// supported-chains answer) says so.
let api: LocalServer
beforeAll(async () => {
  api = await startLocalServer((request, response) => {
    if (answeredPreflight(request, response)) return
    if (request.url.pathname === "/v1/supported-chains") {
      return answerJson(response, 200, {
        http: ["eip155:1", "eip155:10"],
        ws: [],
        plan: { usageLimitExceeded: true },
      })
    }
    return answerJson(response, 404, { reasons: [] })
  })
})
afterAll(() => api.close())

const overTheLimit = () =>
  startTestKit({
    endpoints: {
      apiUrl: api.url,
      analyticsUrl: api.url,
      rpcUrl: api.url,
      relayUrl: api.url.replace(/^http/, "ws"),
    },
  })

/** The paths the kit asked the provider API for (a browser's CORS preflights left out). */
const asked = () => api.requests.filter((r) => r.method !== "OPTIONS").map((r) => r.url.pathname)

const title = (dialog: HTMLElement) =>
  document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent

describe("the UsageExceeded view", { timeout: 30_000 }, () => {
  it("renders with no axe violations in light and dark", async () => {
    const { client } = await startTestKit()
    const { dialog } = track(await openView(client, { name: "UsageExceeded" }))
    expect(title(dialog)).toBe(coreMessages["view.UsageExceeded.title"])
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe(
      coreMessages["usageExceeded.explanation"],
    )
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("the plan has exceeded its usage limit: choosing a browser wallet redirects to UsageExceeded, and the wallet is not asked (spec 2)", async () => {
    const kit = await overTheLimit()
    const wallet = kit.install("io.metamask", "MetaMask")
    const { dialog } = track(await openView(kit.client, undefined))
    // Opening asked the provider nothing: the plan is learned once the visitor chooses a wallet.
    expect(asked()).toEqual([])
    await click(buttonNamed("MetaMask", dialog)!)
    await waitFor(() => title(dialog) === coreMessages["view.UsageExceeded.title"])
    expect(kit.client.stores.modal.getSnapshot().router.history.map((v) => v.name)).toEqual([
      "Connect",
      "UsageExceeded",
    ])
    expect(dialog.textContent).toContain(coreMessages["usageExceeded.explanation"])
    expect(asked()).toEqual(["/v1/supported-chains"])
    expect(wallet.methods()).toEqual([])
    expect(kit.client.stores.connection.getSnapshot().status).toBe("disconnected")
    // Back returns to the wallet list.
    await click(buttonNamed(coreMessages["modal.back"], dialog)!)
    await waitFor(() => title(dialog) === coreMessages["view.Connect.title"])
  })
})
