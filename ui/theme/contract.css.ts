import { createGlobalTheme, createGlobalThemeContract, globalStyle } from "@vanilla-extract/css"
import { darkTokens, lightTokens, type ThemeTokens } from "./themes"

const kebab = (segment: string) => segment.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

const shape = lightTokens()

/**
 * The theme contract: every design value as a `--foyer-*` CSS variable (`color.accent` is
 * `--foyer-color-accent`). Components use only these; the themes assign them under
 * `[data-foyer][data-theme="light"|"dark"]`, so nothing applies outside a Foyer root.
 */
export const vars = createGlobalThemeContract(
  shape,
  (_value, path) => `foyer-${path.map(kebab).join("-")}`,
)

const themed = (mode: "light" | "dark", tokens: ThemeTokens) =>
  createGlobalTheme(`[data-foyer][data-theme="${mode}"]`, vars, tokens)

themed("light", lightTokens())
themed("dark", darkTokens())

// Scoped to Foyer roots only: the host page's own elements are never touched. Not on ::before
// and ::after: a rule for every element's pseudo-elements makes the browser compute two more
// styles per element, which doubled the style work of the modal's first frame (traced, issue
// 14); Foyer's only pseudo-element is text (TokenList's initial), which box-sizing does not affect.
globalStyle("[data-foyer], [data-foyer] *", {
  boxSizing: "border-box",
})

globalStyle("[data-foyer]", {
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBase,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  WebkitFontSmoothing: "antialiased",
})
