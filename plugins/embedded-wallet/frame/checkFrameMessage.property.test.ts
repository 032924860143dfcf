import { Option, Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileString, hostileValue } from "../../../test/hostile/hostileValues"
import { growthRatio } from "../../../test/hostile/linearGrowth"
import { checkAppMessage, checkFrameMessage, FrameMessageInvalidError } from "./checkFrameMessage"
import { appEventTypes, frameEventTypes } from "./FrameEvent"

describe("frame messages (spec 5): checked against the known event list; invalid ones are a warning", () => {
  it("a known frame event with any id and payload is a frame message, returned as it came", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...frameEventTypes),
        hostileString,
        hostileValue,
        (type, id, payload) => {
          const message = { type, id, payload }
          expect(checkFrameMessage(message)).toEqual(Result.succeed(Option.some(message)))
          expect(checkFrameMessage({ type })).toEqual(Result.succeed(Option.some({ type })))
        },
      ),
      { numRuns: 200 },
    )
  })

  it("a known app event with an id is an app message", () => {
    fc.assert(
      fc.property(fc.constantFrom(...appEventTypes), hostileString, (type, id) => {
        expect(checkAppMessage({ type, id })).toEqual(Result.succeed(Option.some({ type, id })))
      }),
      { numRuns: 100 },
    )
  })

  it("a message with our prefix but an unknown type or a malformed id is a warning, not an error", () => {
    const unknownType = hostileString
      .map((suffix) => `@w3m-frame/${suffix}`)
      .filter((type) => !(frameEventTypes as ReadonlyArray<string>).includes(type))
    const badId = hostileValue.filter((id) => typeof id !== "string" && id !== undefined)
    fc.assert(
      fc.property(unknownType, fc.constantFrom(...frameEventTypes), badId, (type, known, id) => {
        for (const message of [{ type }, { type: known, id }]) {
          const result = checkFrameMessage(message)
          expect(Result.isFailure(result)).toBe(true)
          if (Result.isFailure(result)) {
            expect(result.failure).toBeInstanceOf(FrameMessageInvalidError)
            expect(result.failure.severity).toBe("warning")
            expect(result.failure.message.startsWith("The frame message @w3m-frame/")).toBe(true)
          }
        }
      }),
      { numRuns: 200 },
    )
  })

  it("messages from other senders, or of any other shape, are none of ours; nothing throws", () => {
    fc.assert(
      fc.property(hostileValue, hostileValue, (data, type) => {
        for (const message of [data, { type, id: data }, { type: data }]) {
          const results: ReadonlyArray<Result.Result<unknown, FrameMessageInvalidError>> = [
            checkFrameMessage(message),
            checkAppMessage(message),
          ]
          for (const result of results) {
            if (Result.isFailure(result)) {
              expect(result.failure.message.startsWith("The frame message @w3m-")).toBe(true)
            }
          }
          const type_ = (message as { type?: unknown } | null)?.type
          if (typeof type_ !== "string" || !type_.startsWith("@w3m-frame/")) {
            expect(checkFrameMessage(message)).toEqual(Result.succeed(Option.none()))
          }
        }
      }),
      { numRuns: 200 },
    )
  })

  it("the warning quotes at most the first 100 characters of a hostile type", () => {
    const result = checkFrameMessage({ type: `@w3m-frame/${"A".repeat(100_000)}` })
    const message = Result.isFailure(result) ? result.failure.message : ""
    expect(
      message.startsWith(`The frame message @w3m-frame/${"A".repeat(89)}… is not a known event.`),
    ).toBe(true)
    expect(message.length).toBeLessThan(5_000)
  })

  it("checking a message and reading its warning take time linear in the type's length", () => {
    const input = (n: number) => ({ type: `@w3m-frame/${"A".repeat(n)}`, id: "1" })
    const run = (data: unknown) => {
      const result = checkFrameMessage(data)
      return Result.isFailure(result) ? result.failure.message : undefined
    }
    expect(growthRatio({ input, run, size: 2_000 })).toBeLessThan(40)
  })
})
