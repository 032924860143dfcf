// What adoptStyles relies on, checked in Chromium: under a Content-Security-Policy of
// `style-src 'self'` (no 'unsafe-inline', as docs/csp.md promises is enough), a constructed
// stylesheet adopted by the document applies and reports no violation, while an injected
// <style> element is blocked. The lazy views' styles travel this way (issue 35).
import { describe, expect, it } from "vitest"
import { chromiumForFile } from "../../test/e2e/chromiumForFile"

const browser = chromiumForFile()

const page = `<!doctype html><html><head>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'self'">
</head><body><p class="adopted">adopted</p><p class="injected">injected</p></body></html>`

describe("constructed stylesheets under a strict CSP", { timeout: 60_000 }, () => {
  it("apply without 'unsafe-inline', where a <style> element is blocked", async () => {
    const context = await browser().newContext()
    try {
      const tab = await context.newPage()
      await tab.setContent(page)
      const result = await tab.evaluate(async () => {
        const violations: string[] = []
        // The <style> element's violation is certain; the adopted sheet's, if any, comes first.
        const blocked = new Promise<void>((resolve) => {
          document.addEventListener("securitypolicyviolation", (event) => {
            violations.push(event.violatedDirective)
            if (event.violatedDirective === "style-src-elem") resolve()
          })
        })
        const sheet = new CSSStyleSheet()
        sheet.replaceSync(".adopted { color: rgb(1, 2, 3); }")
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
        const style = document.createElement("style")
        style.textContent = ".injected { color: rgb(4, 5, 6); }"
        document.head.append(style)
        await blocked
        const colorOf = (selector: string) =>
          getComputedStyle(document.querySelector(selector) as Element).color
        return { adopted: colorOf(".adopted"), injected: colorOf(".injected"), violations }
      })
      expect(result.adopted).toBe("rgb(1, 2, 3)")
      expect(result.injected).not.toBe("rgb(4, 5, 6)")
      expect(result.violations).toEqual(["style-src-elem"])
    } finally {
      await context.close()
    }
  })
})
