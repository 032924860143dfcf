/**
 * The media query under which Foyer animates. Every animation and transition is declared
 * inside it, so a visitor who asks for reduced motion gets none (a test checks the CSS).
 */
export const motionAllowed = "(prefers-reduced-motion: no-preference)"
