import { describe, expect, it } from "vitest"
import { framePageConfigId, framePageDocument } from "./framePage"

/** The config the page reads back, as `page/pageConfig.ts` does: the element's text as JSON. */
const configIn = (html: string): unknown => {
  const text = new RegExp(
    `<script type="application/json" id="${framePageConfigId}">(.*?)</script>`,
  ).exec(html)?.[1]
  return text === undefined ? undefined : JSON.parse(text)
}

describe("framePageDocument", () => {
  it("escapes <, > and & in its JSON config, so no pattern can close the element; the JSON reads back the same", () => {
    const hostile = ["</script><script>alert(1)</script>", "<!--", "a&b>c"]
    const html = framePageDocument({ embeddingOrigins: hostile })
    expect(html).not.toContain("</script><script>alert")
    expect(html).not.toContain("<!--")
    expect(html.match(/<script/g)).toHaveLength(2)
    expect(configIn(html)).toEqual({ allowedOrigins: hostile })
  })
})
