/**
 * Runs axe-core on a rendered tree (not part of the public API). happy-dom has no layout,
 * so the rules that need one (colour contrast) are off; page-level rules (landmarks, one h1)
 * are off because a component is not a page.
 */
import axe from "axe-core"

/** The violations axe finds in `context`, as rule id and the offending HTML. */
export const axeViolations = async (
  context: Element = document.body,
): Promise<ReadonlyArray<{ readonly id: string; readonly nodes: ReadonlyArray<string> }>> => {
  const results = await axe.run(context, {
    rules: {
      "color-contrast": { enabled: false },
      region: { enabled: false },
      "landmark-one-main": { enabled: false },
      "page-has-heading-one": { enabled: false },
    },
  })
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.html),
  }))
}
