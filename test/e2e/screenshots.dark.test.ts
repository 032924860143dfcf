// Screenshot tests, dark theme in English (issue 34, point 5): every view of the modal the
// demo reaches, at a desktop and a phone viewport, against its committed baseline in
// test/e2e/screenshots/; each view also fits the viewport, scrolling inside when taller.
// `npm run screenshots:update` rewrites the baselines that changed (docs/contributing.md).
import { describe, expect, it } from "vitest"
import { screenshotSuite } from "./screenshotsHarness"
import { screenshotViews, walkViews } from "./screenshotsWalk"

const suite = screenshotSuite("e2e-screenshots-dark")

describe("screenshots: dark, English", { timeout: 300_000 }, () => {
  it.each(["desktop", "phone"] as const)(
    "at the %s viewport every view matches its baseline and fits the viewport",
    async (viewport) => {
      const { views, checks } = await walkViews(suite(), { theme: "dark", locale: "en", viewport })
      expect(views).toEqual(screenshotViews)
      expect.soft(checks.flatMap((check) => check.problems)).toEqual([])
      expect.soft(checks.flatMap((check) => check.fit)).toEqual([])
    },
  )
})
