import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { launchChromium } from "../test/e2e/launchChromium"
import { runAxe } from "./runAxe"

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchChromium()
  page = await browser.newPage()
}, 60_000)

afterAll(() => browser?.close())

// A button whose text fades from light grey on white (1.4 to 1) to black over two seconds,
// beside a spinner that turns for ever.
const fading = `<!doctype html><html lang="en"><title>t</title><body>
<div data-foyer>
  <button id="go" style="color: #ddd; background: #fff; transition: color 2s linear">Go</button>
  <span style="display: inline-block; animation: spin 1s linear infinite">·</span>
</div>
<style>@keyframes spin { to { transform: rotate(360deg) } }</style>
</body></html>`

describe("runAxe", () => {
  it("judges colours once the running transitions end, not half-way; an endless spinner is not waited for", async () => {
    await page.setContent(fading)
    expect((await runAxe(page)).map((v) => v.id)).toEqual(["color-contrast"])
    await page.evaluate(() => {
      const button = document.getElementById("go")
      if (button !== null) button.style.color = "#000"
    })
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(2)
    expect(await runAxe(page)).toEqual([])
  })
})
