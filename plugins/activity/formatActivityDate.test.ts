import { describe, expect, it } from "vitest"
import { formatMinedAt, formatMonthHeading } from "./formatActivityDate"

describe("the Activity view's dates", () => {
  it("a month heading is the localised month name and the year (Intl.DateTimeFormat)", () => {
    expect(formatMonthHeading(2026, 11, "en")).toBe("November 2026")
    expect(formatMonthHeading(2024, 1, "en")).toBe("January 2024")
    expect(formatMonthHeading(2026, 11, "fr")).toBe("novembre 2026")
  })

  it("a row's time is in UTC, as the months are grouped, so it falls in its heading's month", () => {
    expect(formatMinedAt("2026-11-30T23:59:00.000Z", "en")).toBe("Nov 30, 11:59 PM UTC")
  })

  it("a time the API wrote in another form is shown as given", () => {
    expect(formatMinedAt("yesterday", "en")).toBe("yesterday")
  })
})
