import { describe, expect, it } from "vitest"
import { MessageIdDuplicateError } from "./MessageIdDuplicateError"

describe("MessageIdDuplicateError", () => {
  it("is tagged and names the id and both sources", () => {
    const error = new MessageIdDuplicateError({ id: "send.title", source: "send", other: "core" })
    expect(error._tag).toBe("MessageIdDuplicateError")
    expect(error.message).toBe('Message id "send.title" is defined by both "core" and "send"')
  })
})
