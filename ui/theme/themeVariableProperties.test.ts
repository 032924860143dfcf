import { describe, expect, it } from "vitest"
import { vars } from "./contract.css"
import { themeVariableEntries, themeVariableProperties } from "./themeVariableProperties"

describe("theme variables", () => {
  it("each developer theme variable sets a variable of the theme contract", () => {
    expect(themeVariableProperties).toEqual({
      accent: "--foyer-color-accent",
      accentForeground: "--foyer-color-accent-text",
      fontFamily: "--foyer-font-family",
      fontSizeBase: "--foyer-font-size-base",
      borderRadius: "--foyer-radius-base",
      overlayColor: "--foyer-color-overlay",
      overlayBlur: "--foyer-size-overlay-blur",
      modalWidth: "--foyer-size-modal-width",
      zIndex: "--foyer-z-index",
      qrColor: "--foyer-color-qr",
    })
    expect([
      vars.color.accent,
      vars.color.accentText,
      vars.font.family,
      vars.font.sizeBase,
      vars.radius.base,
      vars.color.overlay,
      vars.size.overlayBlur,
      vars.size.modalWidth,
      vars.zIndex,
      vars.color.qr,
    ]).toEqual(Object.values(themeVariableProperties).map((name) => `var(${name})`))
  })

  it("lists only the variables that are set, numbers as text", () => {
    expect(themeVariableEntries({ zIndex: 10, accent: "#123456" })).toEqual([
      ["--foyer-color-accent", "#123456"],
      ["--foyer-z-index", "10"],
    ])
    expect(themeVariableEntries({})).toEqual([])
  })
})
