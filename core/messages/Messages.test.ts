import { Effect, Result } from "effect"
import { describe, expect, it } from "vitest"
import { coreMessages } from "./coreMessages"
import { coreMessageSource, Messages, makeMessages } from "./Messages"

const send = { source: "send", catalogue: { "send.title": "Send", "send.to": "Send to {name}" } }

describe("makeMessages", () => {
  it("merges the kernel's catalogue and each plugin's into one", () => {
    const messages = Effect.runSync(makeMessages([coreMessageSource, send]))
    expect(messages.catalogue).toEqual({ ...coreMessages, ...send.catalogue })
    expect(messages.text("send.to", { name: "alice.eth" })).toBe("Send to alice.eth")
    expect(messages.text("account.disconnect")).toBe("Disconnect")
  })

  it("an unknown id gives the id itself", () => {
    const messages = Effect.runSync(makeMessages([coreMessageSource]))
    expect(messages.text("send.title")).toBe("send.title")
  })

  it("an id defined by two sources fails with an error naming the id and both sources", () => {
    const swap = { source: "swap", catalogue: { "send.title": "Swap" } }
    const result = Effect.runSync(Effect.result(makeMessages([coreMessageSource, send, swap])))
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isSuccess(result)) return
    expect(result.failure).toMatchObject({
      _tag: "MessageIdDuplicateError",
      id: "send.title",
      source: "swap",
      other: "send",
    })
    expect(result.failure.message).toBe(
      'Message id "send.title" is defined by both "send" and "swap"',
    )
  })

  it("a plugin cannot redefine a kernel message", () => {
    const sneaky = { source: "sneaky", catalogue: { "modal.close": "Dismiss" } }
    const failure = Effect.runSync(Effect.flip(makeMessages([coreMessageSource, sneaky])))
    expect(failure.message).toBe('Message id "modal.close" is defined by both "core" and "sneaky"')
  })

  it("the merged catalogue cannot be changed afterwards", () => {
    const messages = Effect.runSync(makeMessages([coreMessageSource]))
    expect(Object.isFrozen(messages.catalogue)).toBe(true)
  })
})

describe("Messages", () => {
  it("layer provides the merged catalogue as a service", async () => {
    const text = await Effect.runPromise(
      Effect.gen(function* () {
        const messages = yield* Messages
        return messages.text("send.title")
      }).pipe(Effect.provide(Messages.layer([coreMessageSource, send]))),
    )
    expect(text).toBe("Send")
  })

  it("layer fails to build when two sources define an id", async () => {
    const failure = await Effect.runPromise(
      Effect.flip(
        Effect.service(Messages).pipe(
          Effect.provide(Messages.layer([coreMessageSource, coreMessageSource])),
        ),
      ),
    )
    expect(failure._tag).toBe("MessageIdDuplicateError")
  })

  it("layerTest holds the kernel's catalogue plus the test's own messages", async () => {
    const texts = await Effect.runPromise(
      Effect.gen(function* () {
        const messages = yield* Messages
        return [messages.text("modal.back"), messages.text("test.hello", { who: "you" })]
      }).pipe(Effect.provide(Messages.layerTest({ "test.hello": "Hello {who}" }))),
    )
    expect(texts).toEqual(["Back", "Hello you"])
  })
})
