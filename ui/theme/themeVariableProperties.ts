import type { ThemeVariables } from "../../core"

/**
 * The CSS custom property each developer theme variable sets. They are names of the theme
 * contract (`theme/contract.css.ts`), so a value set here overrides the light or dark theme
 * on that root element only.
 */
export const themeVariableProperties = {
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
} as const satisfies Record<keyof ThemeVariables, `--foyer-${string}`>

/** The custom properties and values `variables` sets, in a stable order. */
export const themeVariableEntries = (
  variables: ThemeVariables,
): ReadonlyArray<readonly [property: string, value: string]> =>
  (Object.keys(themeVariableProperties) as ReadonlyArray<keyof ThemeVariables>).flatMap((key) => {
    const value = variables[key]
    return value === undefined ? [] : [[themeVariableProperties[key], String(value)] as const]
  })
