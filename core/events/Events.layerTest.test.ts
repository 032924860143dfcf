import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { Events, type FoyerEvent } from "./Events"

describe("Events.layerTest", () => {
  it("hands every event to the test's listener first, in order, and still to subscribers", () => {
    const order: Array<string> = []
    const emitted: Array<FoyerEvent> = []
    Effect.runSync(
      Effect.gen(function* () {
        const events = yield* Events
        events.subscribe((event) => order.push(`subscriber ${event.type}`))
        yield* events.emit({ type: "MODAL_OPEN", view: "Connect" })
        yield* events.emit({ type: "MODAL_CLOSE" })
      }).pipe(
        Effect.provide(
          Events.layerTest((event) => {
            order.push(`test ${event.type}`)
            emitted.push(event)
          }),
        ),
      ),
    )
    expect(emitted).toEqual([{ type: "MODAL_OPEN", view: "Connect" }, { type: "MODAL_CLOSE" }])
    expect(order).toEqual([
      "test MODAL_OPEN",
      "subscriber MODAL_OPEN",
      "test MODAL_CLOSE",
      "subscriber MODAL_CLOSE",
    ])
  })
})
