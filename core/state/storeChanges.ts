import { Effect, Queue, Stream } from "effect"
import type { ReadableStore } from "./Store"

/**
 * A store's snapshots as a stream: the current one first, then each new one as it is set.
 * A slow reader sees the latest snapshots (older ones are dropped past `bufferSize`), never a
 * stale one last. The subscription ends with the stream.
 * @example
 * yield* storeChanges(connections.store).pipe(Stream.map((s) => s.status), Stream.changes, Stream.runForEach(log))
 */
export const storeChanges = <S>(store: ReadableStore<S>, bufferSize = 16): Stream.Stream<S> =>
  Stream.callback<S>(
    (queue) =>
      Effect.acquireRelease(
        Effect.sync(() => {
          Queue.offerUnsafe(queue, store.getSnapshot())
          return store.subscribe(() => {
            Queue.offerUnsafe(queue, store.getSnapshot())
          })
        }),
        (unsubscribe) => Effect.sync(unsubscribe),
      ),
    { bufferSize, strategy: "sliding" },
  )
