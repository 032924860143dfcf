// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from "vitest"
import { coreMessages, definePlugin } from "../../core"
import { startTestKit } from "../../test/testFoyerClient"
import { defineConnectSection } from "../plugin/defineConnectSection"
import { useKernelConfig } from "../plugin/useKernelState"
import { useMessage } from "../plugin/useMessage"
import { Button } from "../primitives/Button"
import {
  axeInBothThemes,
  buttonNamed,
  click,
  openView,
  waitFor,
  warmChunks,
} from "../testing/renderFoyer"

beforeAll(warmChunks, 60_000)

/** A section that says which kit drew it, as a plugin's section module exports it. */
const EmailSection = defineConnectSection(() => {
  const message = useMessage()
  const { config } = useKernelConfig()
  return (
    <section aria-label={message("wallet.sectionLabel")}>
      <Button onClick={() => undefined}>{`Email for ${config.projectId}`}</Button>
    </section>
  )
})

const sectionsPlugin = definePlugin({
  id: "wallet",
  messages: { "wallet.sectionLabel": "Sign in with email" },
  connectSections: [
    { id: "social", order: 20, load: async () => ({ default: () => <p>Social logins</p> }) },
    { id: "email", order: 10, load: async () => ({ default: EmailSection }) },
  ],
})

/** The sections' texts (in their group after the wallet list), once the sections have drawn. */
const sectionsOf = async (dialog: HTMLElement, count: number) => {
  await waitFor(() => (dialog.querySelector("fieldset")?.children.length ?? 0) >= count)
  const list = dialog.querySelector('ul[aria-label="Wallets"]')
  const group = dialog.querySelector("fieldset")
  expect(
    group === null ||
      (list !== null &&
        (list.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0),
  ).toBe(true)
  return [...(group?.children ?? [])].map((element) => element.textContent)
}

describe("the Connect view's contributed sections (connectSections)", { timeout: 30_000 }, () => {
  it("draws each enabled plugin's section below the wallet list, in their order, with the SDK's hooks, and passes axe", async () => {
    const kit = await startTestKit({ plugins: [sectionsPlugin] })
    kit.install("io.metamask", "MetaMask")
    const { dialog } = await openView(kit.client, undefined)
    expect(await sectionsOf(dialog, 2)).toEqual(["Email for foyer-ui-test", "Social logins"])
    expect(dialog.querySelector('section[aria-label="Sign in with email"]')).not.toBeNull()
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("a section whose chunk cannot load says so, and the wallets stay", async () => {
    const broken = definePlugin({
      id: "broken",
      connectSections: [{ id: "x", load: () => Promise.reject(new Error("chunk failed")) }],
    })
    const kit = await startTestKit({ plugins: [broken] })
    kit.install("io.metamask", "MetaMask")
    const { dialog } = await openView(kit.client, undefined)
    const alert = await waitFor(() => dialog.querySelector('[role="alert"]'))
    expect(alert.textContent).toBe("This view could not be shown. Close the window and try again.")
    expect(dialog.querySelector('ul[aria-label="Wallets"]')?.textContent).toContain("MetaMask")
  })

  it("without plugins that add sections, no group of sections is drawn", async () => {
    const kit = await startTestKit()
    const { dialog } = await openView(kit.client, undefined)
    expect(await sectionsOf(dialog, 0)).toEqual([])
    expect(dialog.querySelector("fieldset")).toBeNull()
  })

  it("until the legal checkbox is ticked, the sections' controls are disabled and say why (spec 9 legal checkbox)", async () => {
    const kit = await startTestKit({
      plugins: [sectionsPlugin],
      termsConditionsUrl: "https://dapp.example/terms",
      features: { legalCheckbox: true },
    })
    const { dialog } = await openView(kit.client, undefined)
    await sectionsOf(dialog, 2)
    // A disabled fieldset disables every control in it (HTML); happy-dom does not compute
    // that for :disabled, so the group's own state is what is checked here.
    const group = dialog.querySelector("fieldset")!
    expect(buttonNamed("Email for foyer-ui-test", group)).toBeDefined()
    expect(group.disabled).toBe(true)
    const reason = dialog.querySelector(`[id="${group.getAttribute("aria-describedby")}"]`)
    expect(reason?.textContent).toBe(coreMessages["connect.legal.required"])
    await click(dialog.querySelector<HTMLInputElement>('input[type="checkbox"]')!)
    expect(group.disabled).toBe(false)
    expect(group.hasAttribute("aria-describedby")).toBe(false)
  })
})
