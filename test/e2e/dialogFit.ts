// Whether the modal fits the viewport, scrolling inside (issue 34's acceptance).
import type { Locator } from "playwright-core"

/**
 * Why the dialog does not fit the viewport, if it does not: it must lie inside it, and when
 * its content is taller the content scrolls inside it (every control can be scrolled into
 * view, uncovered) while its title stays in view (the header is fixed). Scroll positions are
 * put back afterwards.
 */
export const fitProblems = (dialog: Locator): Promise<ReadonlyArray<string>> =>
  dialog.evaluate((panel) => {
    const problems: Array<string> = []
    // The visual viewport: on a phone, a page wider than the screen widens the layout one.
    const width = window.visualViewport?.width ?? window.innerWidth
    const height = window.visualViewport?.height ?? window.innerHeight
    const box = panel.getBoundingClientRect()
    if (box.top < -0.5 || box.left < -0.5 || box.bottom > height + 0.5 || box.right > width + 0.5) {
      problems.push(
        `the dialog (${Math.round(box.width)}×${Math.round(box.height)} px at ${Math.round(box.left)},${Math.round(box.top)}) is not inside the ${width}×${height} viewport`,
      )
    }
    // The page's own scrolling too: scrollIntoView scrolls every ancestor that can scroll.
    const everything = [
      ...(document.scrollingElement === null ? [] : [document.scrollingElement]),
      panel,
      ...panel.querySelectorAll<HTMLElement>("*"),
    ]
    const scrolled = everything.filter(
      (element) => element.scrollTop !== 0 || element.scrollLeft !== 0,
    )
    const positions = scrolled.map(
      (element) => [element, element.scrollTop, element.scrollLeft] as const,
    )
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`
    const controls = [
      ...panel.querySelectorAll<HTMLElement>(
        "button, a[href], input, select, textarea, summary, [tabindex]:not([tabindex='-1'])",
      ),
      // Shown ones only: not in a closed <details> (content-visibility), hidden or inert part.
    ].filter(
      (control) =>
        control.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) &&
        !control.closest("[inert]"),
    )
    for (const control of controls) {
      control.scrollIntoView({ block: "nearest", inline: "nearest" })
      const rect = control.getBoundingClientRect()
      const x = rect.left + rect.width / 2
      const y = rect.top + rect.height / 2
      if (x < 0 || y < 0 || x > width || y > height) {
        problems.push(`${describe(control)} cannot be scrolled into the viewport`)
        continue
      }
      const hit = document.elementFromPoint(x, y)
      if (hit !== null && !control.contains(hit) && !hit.contains(control)) {
        problems.push(`${describe(control)} is covered by ${describe(hit)} when scrolled into view`)
      }
    }
    const titleId = panel.getAttribute("aria-labelledby")
    const title = titleId === null ? null : document.getElementById(titleId)
    const last = controls.at(-1)
    if (title !== null && last !== undefined) {
      last.scrollIntoView({ block: "nearest", inline: "nearest" })
      const rect = title.getBoundingClientRect()
      if (
        rect.bottom <= 0 ||
        rect.top >= height ||
        rect.bottom <= panel.getBoundingClientRect().top
      ) {
        problems.push("the title scrolls out of view with the content (the header is not fixed)")
      }
    }
    for (const element of everything) {
      if (element.scrollTop !== 0 || element.scrollLeft !== 0) {
        element.scrollTop = 0
        element.scrollLeft = 0
      }
    }
    for (const [element, top, left] of positions) {
      element.scrollTop = top
      element.scrollLeft = left
    }
    return problems
  })
