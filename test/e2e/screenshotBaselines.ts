// The screenshot tests' baselines and how a screenshot is compared with one (issue 34, point 5).
import { mkdir, readFile, writeFile } from "node:fs/promises"
import { dirname, join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import pixelmatch from "pixelmatch"
import { PNG } from "pngjs"

const repo = fileURLToPath(new URL("../../", import.meta.url))

/** The committed baselines: `<view>.<theme>.<locale>.<viewport>.png`. */
export const baselineDir = fileURLToPath(new URL("./screenshots/", import.meta.url))

/** Where a failed comparison leaves its actual and diff images (gitignored). */
export const resultsDir = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url))

/** `FOYER_UPDATE_SCREENSHOTS=1` (npm run screenshots:update) writes missing or changed baselines. */
export const updatingBaselines = process.env.FOYER_UPDATE_SCREENSHOTS === "1"

/** pixelmatch's per-pixel colour distance (0 to 1) under which two pixels count as the same. */
export const pixelThreshold = 0.1

/**
 * The share of a screenshot's pixels that may differ from its baseline: 0.01 % (about 100
 * pixels at 1280×800, 30 on the phone). Two runs on one machine differ by none; a real change
 * as small as a badge's letter moves more, which a looser tolerance (0.2 % is 2000 pixels)
 * let through.
 */
export const allowedShare = 0.0001

/** How a screenshot compared with its baseline. */
export interface Comparison {
  /** The baseline's name, `<view>.<variant>`. */
  readonly name: string
  /** The share of pixels that differ (0 when the baseline was just written). */
  readonly share: number
  /** What is wrong, when something is. */
  readonly problem?: string
}

const writeImage = async (path: string, png: Buffer) => {
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, png)
}

/**
 * Compares `png` with the baseline `name`: a missing baseline, another size, or more than
 * {@link allowedShare} of the pixels differing is a problem, and leaves the actual and diff
 * images in test-results/screenshots; with FOYER_UPDATE_SCREENSHOTS=1 the baseline is written
 * instead (only when missing or changed, so noise never rewrites one).
 */
export const compareWithBaseline = async (name: string, png: Buffer): Promise<Comparison> => {
  const baselinePath = join(baselineDir, `${name}.png`)
  const actualPath = join(resultsDir, `${name}.actual.png`)
  const update = async (share: number): Promise<Comparison> => {
    await writeImage(baselinePath, png)
    return { name, share }
  }
  const baseline = await readFile(baselinePath).catch(() => undefined)
  if (baseline === undefined) {
    if (updatingBaselines) return update(0)
    await writeImage(actualPath, png)
    return {
      name,
      share: 1,
      problem: `${name}: no baseline ${relative(repo, baselinePath)} (run npm run screenshots:update); actual in ${relative(repo, actualPath)}`,
    }
  }
  const expected = PNG.sync.read(baseline)
  const actual = PNG.sync.read(png)
  if (expected.width !== actual.width || expected.height !== actual.height) {
    if (updatingBaselines) return update(1)
    await writeImage(actualPath, png)
    return {
      name,
      share: 1,
      problem: `${name}: ${actual.width}×${actual.height} px, the baseline is ${expected.width}×${expected.height}; actual in ${relative(repo, actualPath)}`,
    }
  }
  const { width, height } = actual
  const diff = new PNG({ width, height })
  const differing = pixelmatch(expected.data, actual.data, diff.data, width, height, {
    threshold: pixelThreshold,
  })
  const share = differing / (width * height)
  if (share <= allowedShare) return { name, share }
  if (updatingBaselines) return update(share)
  const diffPath = join(resultsDir, `${name}.diff.png`)
  await writeImage(actualPath, png)
  await writeImage(diffPath, PNG.sync.write(diff))
  return {
    name,
    share,
    problem: `${name}: ${(share * 100).toFixed(3)} % of pixels differ (at most ${allowedShare * 100} %); actual in ${relative(repo, actualPath)}, diff in ${relative(repo, diffPath)}`,
  }
}
