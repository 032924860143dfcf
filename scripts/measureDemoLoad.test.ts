// The size budget of issue 4, enforced in `npm test` (hence in CI): the JS Foyer loads
// before first paint, beyond React and the demo's own code, stays within 35 kB gzip, and
// is only the initial chunk: no view, kernel or plugin code until the first click.
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { launchChromium } from "../test/e2e/launchChromium"
import { type DemoSite, startDemoSite } from "../test/e2e/startDemoSite"
import {
  chunkOwner,
  firstPaintBudgetBytes,
  type LoadedScript,
  measureDemoLoad,
} from "./measureDemoLoad"

let site: DemoSite
let browser: Browser
let scripts: ReadonlyArray<LoadedScript>

beforeAll(async () => {
  site = await startDemoSite({ projectId: "size-test" })
  browser = await launchChromium()
  scripts = await measureDemoLoad(browser, site)
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 60_000)

const foyer = (phase: LoadedScript["phase"]) =>
  scripts.filter((script) => script.phase === phase && script.owner === "foyer")

describe("what the demo loads (npm run size)", () => {
  it("tells the demo build's chunks apart by name", () => {
    expect(
      [
        "/assets/react-A1.js",
        "/assets/demo-B2.js",
        "/assets/foyer-C3.js",
        "/assets/Connect-D4.js",
      ].map(chunkOwner),
    ).toEqual(["react", "demo", "foyer", "foyer"])
  })

  it("loads at most 35 kB gzip of Foyer JS before first paint", () => {
    const firstPaint = foyer("initial").reduce((total, script) => total + script.gzipBytes, 0)
    expect(firstPaint).toBeGreaterThan(0)
    expect(firstPaint).toBeLessThanOrEqual(firstPaintBudgetBytes)
  })

  it("loads only Foyer's initial chunk before the click; the kit and its views after", () => {
    expect(foyer("initial").map((script) => script.path.replace(/-[\w-]+\.js$/, ""))).toEqual(
      expect.arrayContaining(["/assets/foyer"]),
    )
    for (const script of foyer("initial")) {
      expect(script.path).toMatch(/^\/assets\/(foyer|rolldown-runtime)-[\w-]+\.js$/)
    }
    // The frame and the Connect view are in the initial chunk (issue 14); the kernel and the
    // modal's views code come with the click.
    const afterClick = foyer("connect").map((script) => script.path)
    expect(afterClick.some((path) => path.startsWith("/assets/createFoyerClient-"))).toBe(true)
    expect(afterClick.some((path) => path.startsWith("/assets/ModalContent-"))).toBe(true)
  })
})
