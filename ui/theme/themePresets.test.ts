import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { ThemeVariables } from "../../core"
import { darkTheme, fontStacks, lightTheme } from "./themePresets"
import { darkTokens, lightTokens } from "./themes"

describe("theme presets", () => {
  it("with no choice, a preset is its mode and no variable: the mode's own values apply", () => {
    expect(lightTheme()).toEqual({ themeMode: "light", themeVariables: {} })
    expect(darkTheme()).toEqual({ themeMode: "dark", themeVariables: {} })
  })

  it("named steps of the radius, font and blur scales become CSS values; other text is kept as given", () => {
    expect(
      darkTheme({
        accent: "#7b3fe4",
        accentForeground: "#ffffff",
        radius: "small",
        fontStack: "rounded",
        overlayColor: "rgba(0, 0, 0, 0.7)",
        overlayBlur: "small",
        modalWidth: "420px",
      }),
    ).toEqual({
      themeMode: "dark",
      themeVariables: {
        accent: "#7b3fe4",
        accentForeground: "#ffffff",
        borderRadius: "8px",
        fontFamily: fontStacks.rounded,
        overlayColor: "rgba(0, 0, 0, 0.7)",
        overlayBlur: "4px",
        modalWidth: "420px",
      },
    })
    expect(
      lightTheme({ radius: "2px", fontStack: '"Inter", sans-serif', overlayBlur: "none" }),
    ).toEqual({
      themeMode: "light",
      themeVariables: {
        borderRadius: "2px",
        fontFamily: '"Inter", sans-serif',
        overlayBlur: "0px",
      },
    })
  })

  it("a preset's variables are valid kit options", () => {
    const variables = darkTheme({
      radius: "large",
      fontStack: "system",
      overlayBlur: "large",
    }).themeVariables
    expect(Schema.decodeUnknownSync(ThemeVariables)(variables)).toEqual({
      borderRadius: "24px",
      fontFamily: fontStacks.system,
      overlayBlur: "20px",
    })
  })

  it("the modes start from the scales' defaults: medium radius, the system stack, no blur", () => {
    for (const tokens of [lightTokens(), darkTokens()]) {
      expect(tokens.radius.base).toBe("16px")
      expect(tokens.font.family).toBe(fontStacks.system)
      expect(tokens.size.overlayBlur).toBe("0px")
      expect(tokens.size.modalWidth).toBe("360px")
    }
  })
})
