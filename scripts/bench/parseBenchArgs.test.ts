import { describe, expect, it } from "vitest"
import { parseBenchArgs } from "./parseBenchArgs"

describe("parseBenchArgs", () => {
  it("measures 7 runs on both networks by default", () => {
    expect(parseBenchArgs([])).toEqual({ runs: 7, modes: ["unthrottled", "throttled"] })
  })

  it("takes --runs and --mode", () => {
    expect(parseBenchArgs(["--runs", "3", "--mode", "throttled"])).toEqual({
      runs: 3,
      modes: ["throttled"],
    })
    expect(parseBenchArgs(["--mode=unthrottled"])).toEqual({ runs: 7, modes: ["unthrottled"] })
  })

  it("refuses a run count that is not a positive whole number", () => {
    expect(parseBenchArgs(["--runs", "0"])).toEqual({
      error: "--runs must be a positive whole number, got 0",
    })
    expect(parseBenchArgs(["--runs", "2.5"])).toEqual({
      error: "--runs must be a positive whole number, got 2.5",
    })
  })

  it("refuses an unknown mode", () => {
    expect(parseBenchArgs(["--mode", "3g"])).toEqual({
      error: "--mode must be throttled, unthrottled or both, got 3g",
    })
  })

  it("refuses an unknown flag and answers --help", () => {
    expect(parseBenchArgs(["--warm"])).toHaveProperty("error")
    expect(parseBenchArgs(["--help"])).toBe("help")
  })
})
