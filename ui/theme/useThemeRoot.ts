import { useEffect, useLayoutEffect, useState } from "react"
import { useFoyerTheme } from "../hooks/useFoyerTheme"
import { applyThemeVariables } from "./applyThemeVariables"

// useLayoutEffect avoids a frame with the default accent; it does not run on the server.
const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect

/** The attributes that make an element a themed Foyer root. */
export interface ThemeRootProps {
  readonly "data-foyer": ""
  readonly "data-theme": "light" | "dark"
  readonly ref: (element: HTMLElement | null) => void
}

/**
 * Makes an element a Foyer root: `data-foyer` scopes every Foyer style, `data-theme` picks
 * light or dark, and the developer's theme variables are set on it after render (the server
 * HTML carries the mode but not the variables, which need the CSSOM).
 * @example
 * const root = useThemeRoot()
 * return <button type="button" {...root}>…</button>
 */
export const useThemeRoot = (): ThemeRootProps => {
  const { themeMode, themeVariables } = useFoyerTheme()
  const [element, setElement] = useState<HTMLElement | null>(null)
  useIsomorphicLayoutEffect(() => {
    if (element === null) return
    return applyThemeVariables(element, themeVariables)
  }, [element, themeVariables])
  return { "data-foyer": "", "data-theme": themeMode, ref: setElement }
}
