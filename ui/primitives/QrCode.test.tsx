// @vitest-environment happy-dom
import { act } from "react"
import { createRoot, type Root } from "react-dom/client"
import { afterEach, describe, expect, it } from "vitest"
import { axeViolations } from "../testing/axe"
import { decodeDrawnQrCode, drawnModules } from "../testing/decodeDrawnQrCode"
import { QrCode, qrQuietZone } from "./QrCode"

Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true)

const address = "0x52908400098527886E0F7030069857D2E4169EE7"

const roots: Array<Root> = []
afterEach(async () => {
  for (const root of roots.splice(0)) await act(async () => root.unmount())
  document.body.innerHTML = ""
})

const render = async (value: string, label = "QR code of your address") => {
  const container = document.createElement("div")
  document.body.append(container)
  const root = createRoot(container)
  roots.push(root)
  await act(async () => root.render(<QrCode value={value} label={label} />))
  return container.querySelector("svg")!
}

describe("the SDK's QrCode", () => {
  it("holds exactly the value, plain text: an address decodes back to itself, case kept", async () => {
    expect(decodeDrawnQrCode(await render(address))).toBe(address)
    expect(decodeDrawnQrCode(await render(address.toLowerCase()))).toBe(address.toLowerCase())
  })

  it("is an image named by its label, with no axe violations", async () => {
    const svg = await render(address, "QR code of your address")
    expect(svg.getAttribute("role")).toBe("img")
    expect(svg.getAttribute("aria-label")).toBe("QR code of your address")
    expect(svg.getAttribute("focusable")).toBe("false")
    expect(await axeViolations()).toEqual([])
  })

  it("keeps the 4-module quiet zone", async () => {
    const modules = drawnModules(await render(address))
    expect(modules[qrQuietZone - 1]?.some(Boolean)).toBe(false)
    expect(modules[qrQuietZone]?.[qrQuietZone]).toBe(true)
  })

  it("redraws when the value changes", async () => {
    const svg = await render(address)
    const other = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"
    await act(async () => roots[0]!.render(<QrCode value={other} label="QR" />))
    expect(decodeDrawnQrCode(svg)).toBe(other)
  })
})
