import type { ThemeVariables } from "../../core"

/** The corner radius scale: the modal's radius (controls use half of it). */
export const radiusScale = { none: "0px", small: "8px", medium: "16px", large: "24px" } as const

/** The font stacks a theme may start from; any other CSS font stack can be passed as text. */
export const fontStacks = {
  system:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  rounded:
    'ui-rounded, "SF Pro Rounded", "Nunito", "Varela Round", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const

/** How much the page behind the modal is blurred. */
export const overlayBlurs = { none: "0px", small: "4px", large: "20px" } as const

/** The choices of {@link lightTheme} and {@link darkTheme}; each is optional. */
export interface ThemeOptions {
  /** The accent colour (primary buttons, links, focus). */
  readonly accent?: string
  /** The text colour on the accent; keep 4.5:1 contrast with it. */
  readonly accentForeground?: string
  /** A step of {@link radiusScale}, or any CSS length. */
  readonly radius?: keyof typeof radiusScale | (string & {})
  /** A stack of {@link fontStacks}, or any CSS font stack. */
  readonly fontStack?: keyof typeof fontStacks | (string & {})
  /** The colour over the page behind the modal. */
  readonly overlayColor?: string
  /** A step of {@link overlayBlurs}, or any CSS length. */
  readonly overlayBlur?: keyof typeof overlayBlurs | (string & {})
  /** The modal's width, a CSS length (360px by default). */
  readonly modalWidth?: string
}

/** A theme to spread into the kit's options: its mode and the variables that differ from it. */
export interface FoyerThemePreset {
  readonly themeMode: "light" | "dark"
  readonly themeVariables: ThemeVariables
}

const stepOf = <Scale extends Record<string, string>>(scale: Scale, value: string) =>
  Object.hasOwn(scale, value) ? scale[value as keyof Scale] : value

const preset = (themeMode: "light" | "dark", options: ThemeOptions): FoyerThemePreset => {
  const variables: { -readonly [K in keyof ThemeVariables]: ThemeVariables[K] } = {}
  if (options.accent !== undefined) variables.accent = options.accent
  if (options.accentForeground !== undefined) variables.accentForeground = options.accentForeground
  if (options.radius !== undefined) variables.borderRadius = stepOf(radiusScale, options.radius)
  if (options.fontStack !== undefined) variables.fontFamily = stepOf(fontStacks, options.fontStack)
  if (options.overlayColor !== undefined) variables.overlayColor = options.overlayColor
  if (options.overlayBlur !== undefined)
    variables.overlayBlur = stepOf(overlayBlurs, options.overlayBlur)
  if (options.modalWidth !== undefined) variables.modalWidth = options.modalWidth
  return { themeMode, themeVariables: variables }
}

/**
 * The light theme with the choices given: spread it into the kit's options. Everything not
 * chosen keeps the light mode's value; the mode can still be switched with `setThemeMode`.
 * @example
 * createFoyer({ ...options, ...lightTheme({ accent: "#7b3fe4", radius: "small", overlayBlur: "small" }) })
 */
export const lightTheme = (options: ThemeOptions = {}): FoyerThemePreset => preset("light", options)

/**
 * The dark theme with the choices given: spread it into the kit's options.
 * @example
 * <FoyerProvider options={{ ...options, ...darkTheme({ accent: "#ff5c35", accentForeground: "#000000" }) }}>
 */
export const darkTheme = (options: ThemeOptions = {}): FoyerThemePreset => preset("dark", options)
