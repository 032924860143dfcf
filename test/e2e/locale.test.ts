import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { coreMessages } from "../../core/messages/coreMessages"
import ar from "../../core/messages/translations/ar"
import de from "../../core/messages/translations/de"
import { demoSuite } from "./demoSuite"
import { runAxe } from "./runAxe"
import { saveScreenshot } from "./saveScreenshot"

const suite = demoSuite("e2e-locale")
const stepTimeoutMs = 15_000

const visible = (locator: Locator) => locator.waitFor({ state: "visible", timeout: stepTimeoutMs })
const picker = (page: Page) => page.getByLabel("Language")
const modal = (page: Page, title: string) => page.getByRole("dialog", { name: title })

/** The writing direction and language Chromium applies to `locator` (from the nearest dir/lang). */
const directionOf = (locator: Locator) =>
  locator.evaluate((element) => ({
    dir: element.closest("[dir]")?.getAttribute("dir") ?? null,
    lang: element.closest("[lang]")?.getAttribute("lang") ?? null,
    computed: getComputedStyle(element).direction,
  }))

/** Where the modal's Close button sits against its title: at the inline end of the header. */
const closeSide = async (dialog: Locator, closeName: string) => {
  const close = await dialog.getByRole("button", { name: closeName }).boundingBox()
  const title = await dialog.getByRole("heading").boundingBox()
  if (close === null || title === null) throw new Error("the modal's header is not laid out")
  if (close.x + close.width <= title.x) return "left"
  if (close.x >= title.x + title.width) return "right"
  return "overlapping"
}

describe("localisation in Chromium (issue 18)", { timeout: 120_000 }, () => {
  it("the modal in Arabic is right to left, mirrored and axe clean; a switch to German re-renders it without a reload", async () => {
    const { page, errors } = await suite.openPage()
    const english = page.getByRole("button", { name: coreMessages["connectButton.label"] })
    await visible(english)
    expect(await directionOf(english)).toEqual({ dir: "ltr", lang: "en", computed: "ltr" })
    let navigations = 0
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations++
    })
    await page.evaluate(() => {
      Reflect.set(window, "__foyerSamePage", "still here")
    })

    // Chosen before the kit has loaded: the button switches at once from the light entry.
    await picker(page).selectOption("ar")
    const button = page.getByRole("button", { name: ar["connectButton.label"] })
    await visible(button)
    expect(await directionOf(button)).toEqual({ dir: "rtl", lang: "ar", computed: "rtl" })

    await button.click()
    const arabic = modal(page, ar["view.Connect.title"])
    await visible(arabic)
    await visible(arabic.getByRole("list", { name: ar["connect.walletsLabel"] }))
    expect(await directionOf(arabic)).toEqual({ dir: "rtl", lang: "ar", computed: "rtl" })
    expect(await arabic.getByRole("heading").textContent()).toBe(ar["view.Connect.title"])
    // Mirrored: Close is at the header's inline end, which in Arabic is the left.
    expect(await closeSide(arabic, ar["modal.close"])).toBe("left")
    expect(await runAxe(page)).toEqual([])
    await saveScreenshot(page, "locale", "connect-arabic")

    // Switched with the modal open: the same page re-renders in German, left to right.
    await picker(page).selectOption("de")
    const german = modal(page, de["view.Connect.title"])
    await visible(german)
    await visible(german.getByRole("list", { name: de["connect.walletsLabel"] }))
    expect(await directionOf(german)).toEqual({ dir: "ltr", lang: "de", computed: "ltr" })
    expect(await closeSide(german, de["modal.close"])).toBe("right")
    expect(await runAxe(page)).toEqual([])
    await saveScreenshot(page, "locale", "connect-german")
    expect(await page.evaluate(() => Reflect.get(window, "__foyerSamePage"))).toBe("still here")
    expect(navigations).toBe(0)
    expect(errors).toEqual([])
  })
})
