// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import { axeViolations } from "../testing/axe"
import { renderElement } from "../testing/renderElement"
import { waitFor } from "../testing/renderFoyer"
import { ListButton } from "./ListButton"

const svg = "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E"

describe("ListButton", () => {
  it("a row with no icon it may draw shows the label's first letter, never an empty square; the letter is not part of the row's text", async () => {
    const root = await renderElement(
      <>
        <ListButton label="foyer Devnet" />
        <ListButton label="Evil" icon="javascript:alert(1)" />
        <ListButton label="🦊 Fox" icon="http://example.com/fox.png" tag="Installed" />
      </>,
    )
    const rows = [...root.querySelectorAll("button")]
    expect(
      rows.map((row) => {
        const mark = row.firstElementChild!
        return [
          mark.getAttribute("data-monogram"),
          mark.getAttribute("aria-hidden"),
          row.textContent,
        ]
      }),
    ).toEqual([
      ["F", "true", "foyer Devnet"],
      ["E", "true", "Evil"],
      ["🦊", "true", "🦊 FoxInstalled"],
    ])
    expect(root.querySelector("img")).toBeNull()
    expect(await axeViolations()).toEqual([])
  })

  it("a safe icon is drawn, decorative, from the frame after the row's first (issue 14)", async () => {
    const root = await renderElement(<ListButton label="Rainbow" icon={svg} />)
    const image = await waitFor(() => root.querySelector("img"))
    expect([image.getAttribute("src"), image.getAttribute("alt")]).toEqual([svg, ""])
    expect(await axeViolations()).toEqual([])
  })

  it("a logo given by the caller is drawn in the icon's place", async () => {
    const root = await renderElement(
      <ListButton label="Card" icon={svg} logo={<span data-testid="logo">C</span>} />,
    )
    expect(root.querySelector("button")?.firstElementChild?.getAttribute("data-testid")).toBe(
      "logo",
    )
    expect(root.querySelector("img")).toBeNull()
  })
})
