import { describe, expect, it } from "vitest"
import { formatMessage, messageText } from "./formatMessage"

describe("formatMessage", () => {
  it("fills each {name} placeholder from the values, numbers as written", () => {
    expect(formatMessage("Please try again after {n} seconds", { n: 12 })).toBe(
      "Please try again after 12 seconds",
    )
    expect(
      formatMessage("{network} is a {family} network.", { network: "Base", family: "EVM" }),
    ).toBe("Base is a EVM network.")
  })

  it("fills a placeholder that appears twice both times", () => {
    expect(formatMessage("{a} and {a}", { a: "x" })).toBe("x and x")
  })

  it("keeps a placeholder without a value as written, so the omission shows", () => {
    expect(formatMessage("Open {name}", {})).toBe("Open {name}")
    expect(formatMessage("Open {name}")).toBe("Open {name}")
  })

  it("does not read inherited properties as values", () => {
    expect(formatMessage("{toString}", {})).toBe("{toString}")
  })

  it("inserts values literally: a value holding a placeholder is not filled again", () => {
    expect(formatMessage("{a}{b}", { a: "{b}", b: "B" })).toBe("{b}B")
  })
})

describe("messageText", () => {
  const text = messageText({ "send.title": "Send", "send.to": "Send to {name}" })

  it("looks a message up by id and fills it", () => {
    expect(text("send.title")).toBe("Send")
    expect(text("send.to", { name: "alice" })).toBe("Send to alice")
  })

  it("gives an unknown id back as the text: a programming error that shows where it happens", () => {
    expect(text("send.missing")).toBe("send.missing")
    expect(text("constructor")).toBe("constructor")
  })
})
