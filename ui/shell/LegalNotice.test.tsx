// @vitest-environment happy-dom
import { act } from "react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { coreMessages } from "../../core"
import { holdRequest, startTestKit, testOptions } from "../../test/testFoyerClient"
import { createFoyer } from "../createFoyer"
import {
  axeInBothThemes,
  buttonNamed,
  click,
  findDialog,
  openView,
  renderWithFoyer,
  waitFor,
  warmChunks,
} from "../testing/renderFoyer"
import { isSafeLinkUrl, legalTermsOf } from "./legalTerms"

beforeAll(warmChunks, 60_000)

const terms = "https://dapp.example/terms"
const privacy = "https://dapp.example/privacy"

/** The legal sentence's text and its links (text, href, target), as the visitor meets them. */
const legalOf = (root: ParentNode) => {
  const links = [...root.querySelectorAll<HTMLAnchorElement>("a")].map((a) => [
    a.textContent,
    a.getAttribute("href"),
    a.getAttribute("target"),
    a.getAttribute("rel"),
  ])
  return { links }
}

const checkboxIn = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLInputElement>('input[type="checkbox"]')

const walletButtons = (dialog: HTMLElement) => [
  ...dialog.querySelectorAll<HTMLButtonElement>('ul[aria-label="Wallets"] button'),
  buttonNamed(coreMessages["connect.allWallets"], dialog)!,
]

describe("the Connect view's legal notice (termsConditionsUrl, privacyPolicyUrl)", {
  timeout: 30_000,
}, () => {
  it("says what connecting agrees to, each document a link in a new tab, and passes axe", async () => {
    const kit = await startTestKit({ termsConditionsUrl: terms, privacyPolicyUrl: privacy })
    kit.install("io.metamask", "MetaMask")
    const { dialog } = await openView(kit.client, undefined)
    const notice = await waitFor(() =>
      [...dialog.querySelectorAll("p")].find((p) => p.textContent?.startsWith("By connecting")),
    )
    expect(notice.textContent).toBe(
      "By connecting your wallet, you agree to our Terms of Service and Privacy Policy.",
    )
    expect(legalOf(notice).links).toEqual([
      ["Terms of Service", terms, "_blank", "noopener noreferrer"],
      ["Privacy Policy", privacy, "_blank", "noopener noreferrer"],
    ])
    // The notice sits below the wallets, and no checkbox gates them (legalCheckbox is off).
    const list = dialog.querySelector('ul[aria-label="Wallets"]')!
    expect(list.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).not.toBe(0)
    expect(checkboxIn(dialog)).toBeNull()
    expect(walletButtons(dialog).every((b) => !b.hasAttribute("aria-disabled"))).toBe(true)
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("names only the documents that are set", async () => {
    const kit = await startTestKit({ privacyPolicyUrl: privacy })
    const { dialog } = await openView(kit.client, undefined)
    const notice = await waitFor(() =>
      [...dialog.querySelectorAll("p")].find((p) => p.textContent?.startsWith("By connecting")),
    )
    expect(notice.textContent).toBe("By connecting your wallet, you agree to our Privacy Policy.")
    expect(legalOf(notice).links).toEqual([
      ["Privacy Policy", privacy, "_blank", "noopener noreferrer"],
    ])
  })

  it("without either URL there is no notice, and a development kit says legalCheckbox has nothing to agree to", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const kit = await startTestKit({ features: { legalCheckbox: true } })
    expect(warn.mock.calls.join("\n")).toContain(
      "- features.legalCheckbox: neither termsConditionsUrl nor privacyPolicyUrl is set",
    )
    warn.mockRestore()
    const { dialog } = await openView(kit.client, undefined)
    expect(dialog.textContent).not.toContain("By connecting")
    expect(checkboxIn(dialog)).toBeNull()
    expect(walletButtons(dialog).every((b) => !b.hasAttribute("aria-disabled"))).toBe(true)
  })

  it("follows the kit's language, the links where the language puts them", async () => {
    const kit = await startTestKit({
      termsConditionsUrl: terms,
      privacyPolicyUrl: privacy,
      locale: "de",
    })
    const { dialog } = await openView(kit.client, undefined)
    const notice = await waitFor(() =>
      [...dialog.querySelectorAll("p")].find((p) => p.textContent?.startsWith("Mit dem")),
    )
    expect(notice.textContent).toBe(
      "Mit dem Verbinden Ihrer Wallet stimmen Sie unseren Nutzungsbedingungen und unserer Datenschutzerklärung zu.",
    )
    expect(legalOf(notice).links.map(([text, href]) => [text, href])).toEqual([
      ["Nutzungsbedingungen", terms],
      ["Datenschutzerklärung", privacy],
    ])
  })
})

describe("the legal checkbox (features.legalCheckbox, spec 9: off by default)", {
  timeout: 30_000,
}, () => {
  const gated = {
    termsConditionsUrl: terms,
    privacyPolicyUrl: privacy,
    features: { legalCheckbox: true },
  }

  it("until it is ticked, every way to connect is aria-disabled, says why and does nothing; ticking it enables them", async () => {
    const kit = await startTestKit(gated)
    const { client } = kit
    const wallet = kit.install("io.metamask", "MetaMask")
    const prompt = holdRequest(wallet, "eth_requestAccounts")
    const { dialog } = await openView(client, undefined)
    const box = await waitFor(() => checkboxIn(dialog))
    // A real checkbox, labelled by the sentence (whose links stay links), above the wallets.
    expect(box.checked).toBe(false)
    expect(box.labels?.[0]?.textContent).toBe(
      "By connecting your wallet, you agree to our Terms of Service and Privacy Policy.",
    )
    expect(box.labels?.[0]?.querySelectorAll("a")).toHaveLength(2)
    const list = dialog.querySelector('ul[aria-label="Wallets"]')!
    expect(box.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).not.toBe(0)
    // The wallets and All Wallets: disabled, described by the reason.
    const buttons = walletButtons(dialog)
    expect(buttons.length).toBeGreaterThan(2)
    for (const button of buttons) {
      expect(button.getAttribute("aria-disabled")).toBe("true")
      const reason = dialog.querySelector(`[id="${button.getAttribute("aria-describedby")}"]`)
      expect(reason?.textContent).toBe("Tick the box to agree before you connect a wallet.")
    }
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
    // Pressing one does nothing: no wallet asked, no view pushed.
    await click(buttonNamed("MetaMask", dialog)!)
    await click(buttonNamed(coreMessages["connect.allWallets"], dialog)!)
    await act(async () => {})
    expect(client.stores.modal.getSnapshot().router.history.map((v) => v.name)).toEqual(["Connect"])
    expect(wallet.methods().filter((m) => m === "eth_requestAccounts")).toEqual([])

    await click(box)
    expect(box.checked).toBe(true)
    expect(dialog.textContent).not.toContain("Tick the box")
    for (const button of walletButtons(dialog)) {
      expect([
        button.hasAttribute("aria-disabled"),
        button.hasAttribute("aria-describedby"),
      ]).toEqual([false, false])
    }
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
    await click(buttonNamed("MetaMask", dialog)!)
    await act(() => prompt.asked)
    expect(client.stores.modal.getSnapshot().router.history.at(-1)?.name).toBe("ConnectingExternal")
  })

  it("before the kit has started, the page's options already disable the wallets: a click then connects nothing once it has", async () => {
    const kit = await startTestKit(gated)
    let release: () => void = () => {}
    const arrived = new Promise<void>((resolve) => {
      release = resolve
    })
    const foyer = createFoyer(
      { ...testOptions, ...gated },
      {
        createClient: async () => {
          await arrived
          return kit.client
        },
      },
    )
    await renderWithFoyer(foyer, null)
    await act(async () => {
      void foyer.open()
    })
    const dialog = await findDialog()
    // The shell: the kit has not started, so there is no checkbox yet (its code and texts come
    // with the kit), but the wallets are already disabled.
    expect(dialog.hasAttribute("data-opening")).toBe(true)
    const walletConnect = buttonNamed("WalletConnect", dialog)!
    expect([walletConnect.getAttribute("aria-disabled"), checkboxIn(dialog)]).toEqual([
      "true",
      null,
    ])
    await click(walletConnect)
    await act(async () => release())
    await waitFor(() => !dialog.hasAttribute("data-opening"))
    await waitFor(() => checkboxIn(dialog))
    await act(async () => {})
    expect(kit.client.stores.modal.getSnapshot().router.history.map((v) => v.name)).toEqual([
      "Connect",
    ])
    expect(kit.walletConnect.uris).toEqual([])
  })

  it("stays ticked from view to view", async () => {
    const kit = await startTestKit(gated)
    const { client } = kit
    const { dialog } = await openView(client, undefined)
    await click(await waitFor(() => checkboxIn(dialog)))
    await click(buttonNamed(coreMessages["connect.allWallets"], dialog)!)
    await waitFor(
      () => client.stores.modal.getSnapshot().router.history.at(-1)?.name === "AllWallets",
    )
    await click(buttonNamed(coreMessages["modal.back"], dialog)!)
    const box = await waitFor(() => checkboxIn(dialog))
    expect(box.checked).toBe(true)
    expect(walletButtons(dialog).every((b) => !b.hasAttribute("aria-disabled"))).toBe(true)
  })
})

describe("legalTerms", () => {
  it("links only web URLs: a javascript: or data: URL in the page's raw options is dropped", () => {
    expect(["https://a.example/t", "http://a.example/t"].map(isSafeLinkUrl)).toEqual([true, true])
    expect(
      ["javascript:alert(1)", "data:text/html,x", "/terms", "https://a b", undefined, 1].map(
        isSafeLinkUrl,
      ),
    ).toEqual([false, false, false, false, false, false])
    expect(
      legalTermsOf({ termsConditionsUrl: "javascript:alert(1)", privacyPolicyUrl: privacy }, true),
    ).toEqual({ terms: undefined, privacy, checkbox: true })
    expect(legalTermsOf({ termsConditionsUrl: "javascript:alert(1)" }, true)).toBeUndefined()
  })
})
