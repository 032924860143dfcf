import { describe, expect, it } from "vitest"
import { FrameNotSetError } from "./FrameNotSetError"

describe("FrameNotSetError", () => {
  it("says which is missing: the frame or its parent", () => {
    expect(new FrameNotSetError({ part: "frame" }).message).toBe("The secure frame is not set.")
    expect(new FrameNotSetError({ part: "parent" }).message).toBe(
      "The secure frame's parent is not set.",
    )
  })
})
