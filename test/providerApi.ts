import { Effect, Layer } from "effect"
import { ActiveNetwork, ProviderApi, type ProviderApiShape } from "../core/api/ProviderApi"
import { Storage } from "../core/storage/Storage"

/**
 * A ProviderApi over one origin (API and analytics hosts alike) with fresh in-memory
 * caches, for tests against the sandbox or a local server.
 */
export const providerApiFor = (options: {
  readonly url: string
  readonly activeNetwork: string | undefined
  readonly projectId?: string
  readonly sdkVersion?: string
}): ProviderApiShape => {
  const layer = ProviderApi.layer({
    apiUrl: options.url,
    analyticsUrl: options.url,
    projectId: options.projectId ?? "foyer-test",
    sdkType: "foyer",
    sdkVersion: options.sdkVersion ?? "foyer-js-test",
  }).pipe(
    Layer.provide(Layer.merge(Storage.layerMemory, ActiveNetwork.fixed(options.activeNetwork))),
  )
  return Effect.runSync(Effect.provide(Effect.service(ProviderApi), layer))
}
