import { useCallback } from "react"
import type { Locale, TextDirection } from "../../core"
import { useFoyerLocale } from "../hooks/useFoyerLocale"
import { useFoyerTheme } from "../hooks/useFoyerTheme"
import { applyThemeVariables } from "./applyThemeVariables"

/** The attributes that make an element a themed Foyer root. */
export interface ThemeRootProps {
  readonly "data-foyer": ""
  readonly "data-theme": "light" | "dark"
  /** The language's direction: under `rtl` the logical CSS properties mirror the layout. */
  readonly dir: TextDirection
  /** The language Foyer's texts inside are in (screen readers pick their voice by it). */
  readonly lang: Locale
  /** Sets the theme variables on the element; the function it returns removes them. */
  readonly ref: (element: HTMLElement | null) => (() => void) | undefined
}

/**
 * Makes an element a Foyer root: `data-foyer` scopes every Foyer style, `data-theme` picks
 * light or dark, `dir` and `lang` are the language's (Arabic is right to left), and the developer's theme variables are set on it when it is attached (the
 * server HTML carries the mode but not the variables, which need the CSSOM).
 *
 * The variables are set by a callback ref, in the commit that attaches the element, before
 * the browser paints: no frame shows the default accent, and no second render follows (state
 * holding the element cost each root one, and the modal's frame one in the click's task,
 * issue 14). New variables make a new ref: React runs the old one's cleanup, which removes
 * what it set, then the new one.
 * @example
 * const root = useThemeRoot()
 * return <button type="button" {...root}>…</button>
 */
export const useThemeRoot = (): ThemeRootProps => {
  const { themeMode, themeVariables } = useFoyerTheme()
  const { locale, direction } = useFoyerLocale()
  const ref = useCallback(
    (element: HTMLElement | null) =>
      element === null ? undefined : applyThemeVariables(element, themeVariables),
    [themeVariables],
  )
  return { "data-foyer": "", "data-theme": themeMode, dir: direction, lang: locale, ref }
}
