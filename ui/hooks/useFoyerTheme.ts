import { useMemo, useSyncExternalStore } from "react"
import type { ThemeState, ThemeVariables } from "../../core"
import { useFoyerHandle } from "../provider/FoyerContext"
import { useFoyerBridge } from "../provider/useFoyerBridge"

/** The theme and a way to switch light and dark. */
export interface FoyerTheme {
  readonly themeMode: "light" | "dark"
  /** Switches the mode of every Foyer element; works before the kit is loaded. */
  readonly setThemeMode: (mode: "light" | "dark") => void
  readonly themeVariables: ThemeVariables
}

const withMode = (mode: "light" | "dark") => (state: ThemeState) =>
  state.themeMode === mode ? state : { ...state, themeMode: mode }

/** The theme mode and variables, and `setThemeMode`. */
export const useFoyerTheme = (): FoyerTheme => {
  const foyer = useFoyerHandle()
  const client = useFoyerBridge("client")
  const store = client?.stores.theme ?? foyer.theme
  const theme = useSyncExternalStore(store.subscribe, store.getSnapshot, foyer.theme.getSnapshot)
  return useMemo(
    () => ({
      themeMode: theme.themeMode,
      themeVariables: theme.themeVariables,
      setThemeMode: (mode) => {
        foyer.theme.update(withMode(mode))
        foyer.peek()?.stores.theme.update(withMode(mode))
      },
    }),
    [theme, foyer],
  )
}
