import { afterEach, describe, expect, it, vi } from "vitest"
import {
  inactiveNamespaceNotConnected,
  inactiveNamespaceWarningText,
  warnInactiveNamespace,
} from "./inactiveNamespaceWarning"

describe("APKTW001 'Inactive Namespace Not Connected' (spec 8 coded errors)", () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it("is the coded warning APKTW001 with the spec's text, naming the family and keeping the wallet's failure", () => {
    const cause = new Error("Wallet locked")
    const warning = inactiveNamespaceNotConnected({
      namespace: "bip122",
      connectorIds: ["io.sats"],
      cause,
    })
    expect({
      tag: warning._tag,
      code: warning.code,
      message: warning.message,
      category: warning.category,
      cause: warning.cause,
    }).toEqual({
      tag: "KitError",
      code: "APKTW001",
      message: "Inactive Namespace Not Connected: bip122",
      category: "WALLET_ERROR",
      cause,
    })
  })

  it("names every wallet stored for the family in the console line", () => {
    expect(
      inactiveNamespaceWarningText({
        namespace: "solana",
        connectorIds: ["app.phantom", "io.solflare"],
      }),
    ).toBe(
      "[foyer] APKTW001 Inactive Namespace Not Connected: solana. The wallet stored for it (app.phantom, io.solflare) was not restored on this page: it did not come back without a prompt. The visitor connects it again from the modal.",
    )
  })

  it("a production build says nothing in the console; a development build warns", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
    const lost = { namespace: "solana", connectorIds: ["app.phantom"] } as const
    warnInactiveNamespace(lost, () => false)
    expect(warn).not.toHaveBeenCalled()
    warnInactiveNamespace(lost, () => true)
    expect(warn.mock.calls).toEqual([[inactiveNamespaceWarningText(lost)]])
  })
})
