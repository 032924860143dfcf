import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import type { Page } from "playwright-core"

/** One axe rule that failed, with the elements it failed on. */
export interface AxeViolation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly targets: ReadonlyArray<string>
}

interface AxeResult {
  readonly violations: ReadonlyArray<{
    readonly id: string
    readonly impact?: string | null
    readonly help: string
    readonly nodes: ReadonlyArray<{ readonly target: ReadonlyArray<unknown> }>
  }>
}

/** axe-core is an optional peer dependency of foyer: the message says how to add it. */
export const axeMissingMessage =
  "runAxe needs axe-core, which is not installed. Run: npm install --save-dev axe-core"

let axeSource: Promise<string> | undefined

/** axe-core's browser script, read once from where the test's project installed it. */
const loadAxeSource = (): Promise<string> => {
  axeSource ??= (async () => {
    let path: string
    try {
      path = createRequire(import.meta.url).resolve("axe-core/axe.min.js")
    } catch (cause) {
      throw new Error(axeMissingMessage, { cause })
    }
    return readFile(path, "utf8")
  })()
  return axeSource
}

/**
 * Runs axe-core on every Foyer root (`[data-foyer]`) of the page and returns the violations
 * (none when the modal and buttons are accessible). It first waits for the page's running
 * transitions and animations that end (a hover colour fading in, a toast sliding in): a colour
 * caught half-way is none a visitor reads, and axe would judge its contrast on a busy machine
 * and not on another. A spinner's endless turn, or a paused animation, is not waited for.
 * axe's source is evaluated through the devtools protocol: a `<script>` tag would be blocked
 * by a strict Content-Security-Policy.
 * Needs axe-core (an optional peer dependency).
 * @example
 * expect(await runAxe(page)).toEqual([])
 */
export const runAxe = async (page: Page): Promise<ReadonlyArray<AxeViolation>> => {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const loaded = await page.evaluate(() => "axe" in window)
  if (!loaded) await page.evaluate(await loadAxeSource())
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
