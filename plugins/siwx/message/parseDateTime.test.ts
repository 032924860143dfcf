import { describe, expect, it } from "vitest"
import { parseDateTime } from "./parseDateTime"

const iso = (text: string) => parseDateTime(text)?.toISOString()

describe("parseDateTime (RFC 3339 date-time, as EIP-4361 requires)", () => {
  it("reads UTC times with and without a fraction", () => {
    expect(iso("2021-09-30T16:25:24Z")).toBe("2021-09-30T16:25:24.000Z")
    expect(iso("2021-09-30T16:25:24.5Z")).toBe("2021-09-30T16:25:24.500Z")
    expect(iso("2022-03-17T12:45:13.610Z")).toBe("2022-03-17T12:45:13.610Z")
  })

  it("applies a numeric offset", () => {
    expect(iso("2021-09-30T18:25:24+02:00")).toBe("2021-09-30T16:25:24.000Z")
    expect(iso("2021-09-30T12:55:24-03:30")).toBe("2021-09-30T16:25:24.000Z")
  })

  it("accepts a lower-case t and z (RFC 3339 5.6, note)", () => {
    expect(iso("2021-09-30t16:25:24z")).toBe("2021-09-30T16:25:24.000Z")
  })

  it("knows leap years: Feb 29 2024 exists, Feb 29 2023 and 2100 do not", () => {
    expect(iso("2024-02-29T00:00:00Z")).toBe("2024-02-29T00:00:00.000Z")
    expect(iso("2000-02-29T00:00:00Z")).toBe("2000-02-29T00:00:00.000Z")
    expect(parseDateTime("2023-02-29T00:00:00Z")).toBeUndefined()
    expect(parseDateTime("2100-02-29T00:00:00Z")).toBeUndefined()
  })

  it("rejects impossible dates and times instead of rolling them over", () => {
    for (const text of [
      "2020-02-32T00:00:00.000Z",
      "2020-04-31T00:00:00Z",
      "2020-13-01T00:00:00Z",
      "2020-00-01T00:00:00Z",
      "2020-01-01T24:00:00Z",
      "2020-01-01T00:60:00Z",
      "2020-01-01T00:00:61Z",
      "2020-01-01T00:00:00+24:00",
    ]) {
      expect(parseDateTime(text), text).toBeUndefined()
    }
  })

  it("rejects what JavaScript's Date reads but RFC 3339 does not", () => {
    for (const text of [
      "Wed Oct 05 2011 16:48:00 GMT+0200 (CEST)",
      "2021-09-30",
      "2021-09-30T16:25:24",
      "2021-09-30 16:25:24Z",
      "2021-09-30T16:25Z",
      " 2021-09-30T16:25:24Z",
      "2021-09-30T16:25:24+0200",
      "",
    ]) {
      expect(parseDateTime(text), text).toBeUndefined()
    }
  })

  it("reads a leap second as the next second", () => {
    expect(iso("2016-12-31T23:59:60Z")).toBe("2017-01-01T00:00:00.000Z")
  })
})
