import { describe, expect, it } from "vitest"
import { coreMessages } from "../../../core"
import { en } from "./en"

describe("the pay plugin's English messages", () => {
  it("say clearly: no exchange, popup blocked, payment failed", () => {
    expect(en["pay.noExchange"]).toBe("No exchange is available for this payment.")
    expect(en["pay.popupBlocked"]).toBe(
      "The browser blocked the exchange's window. Allow pop-ups for this site and try again.",
    )
    expect(en["pay.failed"]).toBe("The payment failed. Nothing was paid.")
  })

  it("are the plugin's own ids, under pay., and share none with the kernel's catalogue", () => {
    expect(Object.keys(en).filter((id) => !id.startsWith("pay."))).toEqual([])
    expect(Object.keys(en).filter((id) => Object.hasOwn(coreMessages, id))).toEqual([])
  })
})
