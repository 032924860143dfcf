import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { Modal } from "./Modal"
import type { View } from "./ViewName"

const names = (modal: Modal["Service"]) =>
  modal.getSnapshot().router.history.map((view) => view.name)

describe("Modal.layerTest", () => {
  it("opens on Connect with nothing connected, and any view is available", () => {
    const seen = Effect.runSync(
      Effect.gen(function* () {
        const modal = yield* Modal
        yield* modal.open()
        const opened = names(modal)
        yield* modal.push({ name: "Greeting" } as View)
        return { open: modal.getSnapshot().open, opened, pushed: names(modal) }
      }).pipe(Effect.provide(Modal.layerTest())),
    )
    expect(seen).toEqual({ open: true, opened: ["Connect"], pushed: ["Connect", "Greeting"] })
  })

  it("reads the context it is given: a connected account opens on Account", () => {
    const opened = Effect.runSync(
      Effect.gen(function* () {
        const modal = yield* Modal
        yield* modal.open()
        return names(modal)
      }).pipe(Effect.provide(Modal.layerTest({ accountConnected: true }))),
    )
    expect(opened).toEqual(["Account"])
  })
})
