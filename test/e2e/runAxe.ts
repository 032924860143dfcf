import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { Page } from "playwright-core"

/** One axe rule that failed, with the elements it failed on. */
export interface AxeViolation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly targets: ReadonlyArray<string>
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
)

interface AxeResult {
  readonly violations: ReadonlyArray<{
    readonly id: string
    readonly impact?: string | null
    readonly help: string
    readonly nodes: ReadonlyArray<{ readonly target: ReadonlyArray<unknown> }>
  }>
}

/**
 * Runs axe-core on every Foyer root (`[data-foyer]`) of the page and returns the violations.
 * axe's source is evaluated through the devtools protocol: a `<script>` tag would be blocked
 * by the page's CSP.
 */
export const runAxe = async (page: Page): Promise<ReadonlyArray<AxeViolation>> => {
  const loaded = await page.evaluate(() => "axe" in window)
  if (!loaded) await page.evaluate(axeSource)
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResult> } })
      .axe
    return axe.run({ include: [["[data-foyer]"]] })
  })
  return result.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map(String).join(" ")),
  }))
}
