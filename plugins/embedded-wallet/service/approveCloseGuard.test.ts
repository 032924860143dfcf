import { describe, expect, it } from "vitest"
import { approveCloseRefused } from "./approveCloseGuard"

const history = (...names: ReadonlyArray<string>) => names.map((name) => ({ name }))

describe("closing ApproveTransaction (spec 2: close is disabled on the approve view when sign-in is required and no session exists)", () => {
  it("is refused while the approval is a required sign-in's signature", () => {
    expect(approveCloseRefused(true, history("SIWXSignMessage", "ApproveTransaction"))).toBe(true)
  })

  it("is allowed when sign-in is not required", () => {
    expect(approveCloseRefused(false, history("SIWXSignMessage", "ApproveTransaction"))).toBe(false)
  })

  it("is allowed for any other approval (a session exists, or none is being made)", () => {
    expect(approveCloseRefused(true, history("ApproveTransaction"))).toBe(false)
    expect(approveCloseRefused(true, history("Account", "ApproveTransaction"))).toBe(false)
  })
})
