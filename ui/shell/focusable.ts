const focusableSelector = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",")

/** The elements inside `container` that Tab can reach, in document order. */
export const focusableIn = (container: HTMLElement): ReadonlyArray<HTMLElement> =>
  [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.closest("[inert]") && element.getAttribute("aria-hidden") !== "true",
  )
