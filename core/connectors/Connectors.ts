import { Context, Effect, Layer, Option } from "effect"
import { ChainAdapters, walletConnectNamespacesOf } from "../chains/ChainAdapters"
import { KernelConfig } from "../config/KernelConfig"
import { createStore, type ReadableStore } from "../state/Store"
import type { Connector, ConnectorContext, ConnectorFactory, ConnectorSource } from "./Connector"
import type { ConnectorInfo } from "./ConnectorInfo"

/** Every connector the kit can connect with, from every source, in source order. */
export interface ConnectorsShape {
  /** The connectors as the Connect view lists them. */
  readonly store: ReadableStore<ReadonlyArray<ConnectorInfo>>
  /** The listed connector with this id, if any. */
  readonly find: (id: string) => Connector | undefined
  /** Waits, at most one announcement round, for `id` (a stored wallet on page load). */
  readonly await: (id: string) => Effect.Effect<Connector | undefined>
  /** Stops every source (see ConnectorSource.dispose). */
  readonly dispose: Effect.Effect<void>
}

/** The connectors, as a service. */
export class Connectors extends Context.Service<Connectors, ConnectorsShape>()(
  "foyer-kit/connectors/Connectors",
) {
  /**
   * The kernel's Connectors, made from `factories` (the kernel's, then the enabled plugins')
   * with the page's facts; every source stops when the layer is released.
   */
  static readonly layer = (
    factories: ReadonlyArray<ConnectorFactory>,
    context: Omit<ConnectorContext, "config" | "networks" | "walletConnectNamespaces">,
  ): Layer.Layer<Connectors, never, KernelConfig> =>
    Layer.effect(
      Connectors,
      Effect.gen(function* () {
        const { config, networks } = yield* KernelConfig
        const adapters = Option.getOrUndefined(yield* Effect.serviceOption(ChainAdapters))
        const connectors = makeConnectors(factories, {
          ...context,
          config,
          networks,
          ...(adapters === undefined
            ? {}
            : { walletConnectNamespaces: walletConnectNamespacesOf(adapters) }),
        })
        yield* Effect.addFinalizer(() => connectors.dispose)
        return connectors
      }),
    )

  /**
   * The Connectors service over a fixed list (one source that never changes): `find` and
   * `await` answer from it, and `dispose` stops nothing.
   * @example
   * const layer = Connectors.layerTest([{ info: { id: "fake", name: "Fake" }, ...fakeConnector }])
   * // find("fake") is that connector; await("other") gives undefined at once
   */
  static readonly layerTest = (connectors: ReadonlyArray<Connector>): Layer.Layer<Connectors> =>
    Layer.sync(Connectors, () =>
      connectorsOf([
        { list: () => connectors, subscribe: () => () => undefined, dispose: Effect.void },
      ]),
    )
}

/**
 * Makes the Connectors service from connector factories (the kernel's, then the enabled
 * plugins'). A connector id listed by two sources keeps the first one.
 */
export const makeConnectors = (
  factories: ReadonlyArray<ConnectorFactory>,
  context: ConnectorContext,
): ConnectorsShape => connectorsOf(factories.map((factory) => factory(context)))

/** The Connectors service over made sources. */
const connectorsOf = (sources: ReadonlyArray<ConnectorSource>): ConnectorsShape => {
  const all = (): ReadonlyArray<Connector> => {
    const seen = new Set<string>()
    return sources
      .flatMap((source) => source.list())
      .filter((connector) => {
        if (seen.has(connector.info.id)) return false
        seen.add(connector.info.id)
        return true
      })
  }
  const store = createStore<ReadonlyArray<ConnectorInfo>>(all().map((c) => c.info))
  const stops = sources.map((source) =>
    source.subscribe(() => store.update(() => all().map((c) => c.info))),
  )
  const find = (id: string) => all().find((connector) => connector.info.id === id)
  return {
    store,
    find,
    await: (id) =>
      Effect.gen(function* () {
        const listed = find(id)
        if (listed !== undefined) return listed
        for (const source of sources) {
          const found = source.await === undefined ? undefined : yield* source.await(id)
          if (found !== undefined) return found
        }
        return undefined
      }),
    dispose: Effect.suspend(() => {
      for (const stop of stops) stop()
      return Effect.forEach(sources, (source) => source.dispose, { discard: true })
    }),
  }
}
