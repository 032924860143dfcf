import { describe, expect, it } from "vitest"
import { openPayWindow, payPopupFeatures } from "./PayPopup"

describe("the pay popup", () => {
  it("is 600 x 800, as the social-login popup (spec 2), centred on the page's window", () => {
    expect(
      payPopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1600, outerHeight: 1000 }),
    ).toBe("popup=yes,width=600,height=800,left=600,top=150")
    // Never above or left of the screen.
    expect(payPopupFeatures({ screenX: 0, screenY: 0, outerWidth: 400, outerHeight: 400 })).toBe(
      "popup=yes,width=600,height=800,left=0,top=0",
    )
  })

  it("a blocked popup (window.open answers null) is undefined", () => {
    const host = { screenX: 0, screenY: 0, outerWidth: 800, outerHeight: 900, open: () => null }
    expect(openPayWindow(host)).toBeUndefined()
  })
})
