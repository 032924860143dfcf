import { describe, expect, it } from "vitest"
import { coreMessages } from "./coreMessages"
import { coreTranslations } from "./coreTranslations"
import { supportedLocales } from "./Locale"

describe("coreTranslations", () => {
  it("has a loader for every translated language", () => {
    expect(Object.keys(coreTranslations).sort()).toEqual(
      supportedLocales.filter((locale) => locale !== "en").sort(),
    )
  })

  it("each loads a catalogue of the kernel's ids", async () => {
    const arabic = (await coreTranslations.ar!()).default
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(coreMessages).sort())
    expect(arabic["modal.close"]).toBe("إغلاق")
  })
})
