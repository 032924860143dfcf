import { Effect, Layer } from "effect"
import { definePluginKit } from "../../core"
import { ActivityHistory, refreshOnAccountRefresh, resetOnAccountChange } from "./ActivityHistory"
import { ActivityRefreshes } from "./ActivityRefreshes"

/**
 * The activity plugin's Effect side: the handle on the history, which empties itself when the
 * account changes or disconnects and fetches again when the account's data is reloaded past the
 * caches, and the network-change hook. The kernel imports this module
 * when it starts; the history itself loads with the Activity view (see {@link ActivityHistory}),
 * and `index.ts` holds the rest, plain data.
 */
export default definePluginKit({
  layer: () =>
    Layer.merge(resetOnAccountChange, refreshOnAccountRefresh).pipe(
      Layer.provideMerge(ActivityHistory.layer),
      Layer.provideMerge(ActivityRefreshes.layer),
    ),
  hooks: {
    // Only the active network's transactions show (spec 5): the history of another network is
    // emptied (when the visitor has opened Activity at all); an open view fetches the new one.
    networkChange: ({ network }) =>
      Effect.flatMap(
        Effect.service(ActivityHistory),
        (history) => history.current()?.networkChanged(network) ?? Effect.void,
      ),
  },
})
