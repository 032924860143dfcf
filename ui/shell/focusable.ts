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

/**
 * Marks an element outside the dialog's panel as a part of the open dialog: a plugin's frame
 * shown over its view from another origin (an embedded wallet's secure window), which cannot
 * sit in the panel (moving an iframe reloads it). The dialog lets focus stay in it, and Tab
 * reaches it after the panel's last control.
 */
export const dialogPartAttribute = "data-foyer-dialog-part"

/** Whether `target` is in a shown dialog part (see {@link dialogPartAttribute}). */
export const isInDialogPart = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest(`[${dialogPartAttribute}]`) !== null

/** The shown dialog parts of `document`, in document order (see {@link dialogPartAttribute}). */
export const dialogPartsIn = (document: Document): ReadonlyArray<HTMLElement> =>
  [...document.querySelectorAll<HTMLElement>(`[${dialogPartAttribute}]`)].filter(
    (element) => !element.hidden && element.getAttribute("aria-hidden") !== "true",
  )
