// @vitest-environment happy-dom
import encodeQR from "@paulmillr/qr"
import { act } from "react"
import { createRoot, type Root } from "react-dom/client"
import { afterEach, describe, expect, it } from "vitest"
import { coreMessages } from "../../core"
import { testOptions } from "../../test/testFoyerClient"
import { createFoyer } from "../createFoyer"
import { FoyerContext } from "../provider/FoyerContext"
import { axeViolations } from "../testing/axe"
import { decodeDrawnQrCode, drawnModules } from "../testing/decodeDrawnQrCode"
import { QrCode, qrQuietZone } from "./QrCode"

Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true)

const uri =
  "wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1705000000"

const roots: Array<Root> = []
afterEach(async () => {
  for (const root of roots.splice(0)) await act(async () => root.unmount())
  document.body.innerHTML = ""
})

// A handle whose kit never loads: the code's label comes from the handle's page texts.
const foyer = createFoyer(testOptions, {
  createClient: () => Promise.reject(new Error("the kit must not load")),
})
const inPage = (value: string) => (
  <FoyerContext.Provider value={foyer}>
    <QrCode uri={value} />
  </FoyerContext.Provider>
)

const render = async (value: string) => {
  const container = document.createElement("div")
  document.body.append(container)
  const root = createRoot(container)
  roots.push(root)
  await act(async () => root.render(inPage(value)))
  return container.querySelector("svg")!
}

describe("QrCode", () => {
  it("the drawn code decodes back to the exact WalletConnect URI", async () => {
    const svg = await render(uri)
    expect(decodeDrawnQrCode(svg)).toBe(uri)
  })

  it("keeps a quiet zone of 4 light modules around the code", async () => {
    const modules = drawnModules(await render(uri))
    const edge = [
      ...modules.slice(0, qrQuietZone).flat(),
      ...modules.slice(-qrQuietZone).flat(),
      ...modules.flatMap((row) => [...row.slice(0, qrQuietZone), ...row.slice(-qrQuietZone)]),
    ]
    expect(qrQuietZone).toBe(4)
    expect(edge.some(Boolean)).toBe(false)
    // The finder pattern starts right inside the quiet zone.
    expect(modules[qrQuietZone]![qrQuietZone]).toBe(true)
  })

  it("uses error correction level M, the level WalletConnect wallets expect", async () => {
    const svg = await render(uri)
    expect(drawnModules(svg)).toEqual(encodeQR(uri, "raw", { ecc: "medium", border: 4 }))
    expect(drawnModules(svg)).not.toEqual(encodeQR(uri, "raw", { ecc: "low", border: 4 }))
  })

  it("draws all modules in one path element", async () => {
    const svg = await render(uri)
    expect(svg.querySelectorAll("path")).toHaveLength(1)
    expect(svg.querySelectorAll("rect")).toHaveLength(0)
  })

  it("is an image named for what it is, with no axe violations", async () => {
    const svg = await render(uri)
    expect(svg.getAttribute("role")).toBe("img")
    expect(svg.getAttribute("aria-label")).toBe(coreMessages["walletConnect.qrCode"])
    expect(await axeViolations()).toEqual([])
  })

  it("redraws when the URI changes", async () => {
    const svg = await render(uri)
    const other = `${uri.slice(0, -1)}1`
    const root = roots[0]!
    await act(async () => root.render(inPage(other)))
    expect(decodeDrawnQrCode(svg)).toBe(other)
  })
})
