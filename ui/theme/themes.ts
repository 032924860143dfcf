import { fontStacks, radiusScale } from "./themePresets"

/** The values of every theme-contract variable; `lightTokens()` and `darkTokens()` return one. */
// A type alias, not an interface: vanilla-extract needs it assignable to its token index type.
export type ThemeTokens = {
  readonly color: {
    readonly accent: string
    readonly accentHover: string
    readonly accentText: string
    readonly background: string
    readonly surface: string
    readonly surfaceHover: string
    readonly text: string
    readonly textMuted: string
    readonly border: string
    readonly focus: string
    readonly overlay: string
    readonly error: string
    readonly success: string
    readonly qr: string
    /** The QR code's background: light in both modes, since phones fail to scan inverted codes. */
    readonly qrBackground: string
  }
  readonly font: {
    readonly family: string
    readonly sizeBase: string
    readonly sizeXs: string
    readonly sizeSm: string
    readonly sizeLg: string
    readonly sizeXl: string
    readonly weightNormal: string
    readonly weightBold: string
    readonly lineHeight: string
  }
  readonly radius: { readonly base: string; readonly small: string; readonly full: string }
  readonly space: {
    readonly xxs: string
    readonly xs: string
    readonly sm: string
    readonly md: string
    readonly lg: string
    readonly xl: string
  }
  readonly size: {
    readonly modalWidth: string
    readonly control: string
    readonly icon: string
    readonly walletIcon: string
    readonly avatar: string
    /** The blur behind the modal's overlay ("0px": none). */
    readonly overlayBlur: string
    readonly focusRing: string
    readonly border: string
  }
  readonly shadow: { readonly modal: string }
  readonly zIndex: string
  readonly motion: { readonly duration: string }
}

// Derived values refer to the base variables, so a developer's fontSizeBase or accent set on
// the root element (see useThemeRoot) flows into every size and shade computed from it.
const fontSize = (factor: number) => `calc(var(--foyer-font-size-base) * ${factor})`
const accentMix = (other: string, share: number) =>
  `color-mix(in srgb, var(--foyer-color-accent) ${100 - share}%, ${other} ${share}%)`

const shared = {
  font: {
    family: fontStacks.system,
    sizeBase: "16px",
    sizeXs: fontSize(0.75),
    sizeSm: fontSize(0.875),
    sizeLg: fontSize(1.125),
    sizeXl: fontSize(1.25),
    weightNormal: "400",
    weightBold: "600",
    lineHeight: "1.4",
  },
  radius: {
    base: radiusScale.medium,
    small: "calc(var(--foyer-radius-base) / 2)",
    full: "9999px",
  },
  space: { xxs: "2px", xs: "4px", sm: "8px", md: "12px", lg: "16px", xl: "24px" },
  size: {
    modalWidth: "360px",
    control: "40px",
    icon: "20px",
    walletIcon: "32px",
    avatar: "64px",
    overlayBlur: "0px",
    focusRing: "2px",
    border: "1px",
  },
  zIndex: "2147483000",
  motion: { duration: "160ms" },
} as const

/** The light mode's values. The accent keeps white text above 4.5:1 contrast. */
export const lightTokens = (): ThemeTokens => ({
  ...shared,
  color: {
    accent: "#3451d1",
    accentHover: accentMix("#000000", 15),
    accentText: "#ffffff",
    background: "#ffffff",
    surface: "#f1f3f5",
    surfaceHover: "#e4e7eb",
    text: "#141517",
    textMuted: "#565a61",
    border: "#d5d9de",
    focus: "var(--foyer-color-accent)",
    overlay: "rgba(10, 12, 16, 0.5)",
    error: "#b42318",
    success: "#1e6b34",
    qr: "#141517",
    qrBackground: "#ffffff",
  },
  shadow: { modal: "0 8px 32px rgba(10, 12, 16, 0.18)" },
})

/** The dark mode's values. */
export const darkTokens = (): ThemeTokens => ({
  ...shared,
  color: {
    accent: "#3451d1",
    accentHover: accentMix("#ffffff", 12),
    accentText: "#ffffff",
    background: "#16181b",
    surface: "#222529",
    surfaceHover: "#2d3136",
    text: "#f1f3f5",
    textMuted: "#b0b4ba",
    border: "#3a3e44",
    focus: "#8ea2ff",
    overlay: "rgba(0, 0, 0, 0.6)",
    error: "#ff8a80",
    success: "#7ee2a0",
    qr: "#141517",
    qrBackground: "#ffffff",
  },
  shadow: { modal: "0 8px 32px rgba(0, 0, 0, 0.5)" },
})
