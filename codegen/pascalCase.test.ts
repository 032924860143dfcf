import { describe, expect, it } from "vitest"
import { pascalCase } from "./pascalCase"

describe("pascalCase", () => {
  it("capitalises each word and drops separators, keeping inner capitals", () => {
    expect(pascalCase("getBalance")).toBe("GetBalance")
    expect(pascalCase("token_balance")).toBe("TokenBalance")
    expect(pascalCase("error-body.v2")).toBe("ErrorBodyV2")
    expect(pascalCase("ErrorBody")).toBe("ErrorBody")
  })
})
