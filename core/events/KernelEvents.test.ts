import { Effect, Fiber, Layer, ManagedRuntime, Stream } from "effect"
import { describe, expect, it } from "vitest"
import { type KernelEvent, KernelEvents, makeKernelEvents, onKernelEvent } from "./KernelEvents"

const opened = (view: string): KernelEvent => ({ _tag: "ModalOpened", view })
const closed: KernelEvent = { _tag: "ModalClosed" }

describe("KernelEvents", () => {
  it("tells every listener each event, in subscription order, before publish returns; an unsubscribed one hears no more", () => {
    const events = makeKernelEvents()
    const heard: Array<string> = []
    const stopFirst = events.subscribe((event) => heard.push(`first ${event._tag}`))
    events.subscribe((event) => heard.push(`second ${event._tag}`))
    Effect.runSync(events.publish(opened("Connect")))
    stopFirst()
    Effect.runSync(events.publish(closed))
    expect(heard).toEqual(["first ModalOpened", "second ModalOpened", "second ModalClosed"])
  })

  it("a listener that throws does not keep the event from the others", () => {
    const events = makeKernelEvents()
    const heard: Array<string> = []
    events.subscribe(() => {
      throw new Error("a plugin's bug")
    })
    events.subscribe((event) => heard.push(event._tag))
    Effect.runSync(events.publish(closed))
    expect(heard).toEqual(["ModalClosed"])
  })

  it("the stream gives the events published while it is read, none dropped", async () => {
    const events = makeKernelEvents()
    const taken = await Effect.runPromise(
      Effect.gen(function* () {
        const reading = yield* events.stream.pipe(
          Stream.take(3),
          Stream.runCollect,
          Effect.forkChild,
        )
        yield* Effect.yieldNow
        yield* events.publish(opened("Connect"))
        yield* events.publish(opened("Account"))
        yield* events.publish(closed)
        return yield* Fiber.join(reading)
      }),
    )
    expect(taken).toEqual([opened("Connect"), opened("Account"), closed])
  })
})

describe("onKernelEvent", () => {
  /** A kit holding only the event stream, and a layer reacting to ModalOpened. */
  const kitReacting = () => {
    const work: Array<string> = []
    const reacting = onKernelEvent("ModalOpened", ({ view }) =>
      view === "Ignored"
        ? undefined
        : // Work that outlasts the event (a sign-in waiting for the visitor): it ends with the kit.
          Effect.sync(() => work.push(`started for ${view}`)).pipe(
            Effect.andThen(Effect.never),
            Effect.onInterrupt(() => Effect.sync(() => work.push(`stopped for ${view}`))),
          ),
    )
    const runtime = ManagedRuntime.make(Layer.provideMerge(reacting, KernelEvents.layer))
    const publish = (event: KernelEvent) =>
      runtime.runPromise(Effect.flatMap(KernelEvents, (events) => events.publish(event)))
    return { work, runtime, publish }
  }

  it("starts the work for each event of its tag at once, without the publish waiting for it, and none for other tags or when it answers nothing", async () => {
    const { work, runtime, publish } = kitReacting()
    await publish(closed)
    await publish(opened("Ignored"))
    await publish(opened("Account"))
    expect(work).toEqual(["started for Account"])
    await runtime.dispose()
  })

  it("the kit's dispose stops the work still running, and the layer hears no more", async () => {
    const { work, runtime, publish } = kitReacting()
    const events = await runtime.runPromise(Effect.service(KernelEvents))
    await publish(opened("Account"))
    await runtime.dispose()
    expect(work).toEqual(["started for Account", "stopped for Account"])
    Effect.runSync(events.publish(opened("Later")))
    expect(work).toEqual(["started for Account", "stopped for Account"])
  })
})
