import type { Layer } from "effect"
import type { ProviderApi, Storage } from "../../core"
import type { SiwxPluginOptions } from "./SiwxPluginOptions"
import { siwxServerSessionStoreLayer } from "./SiwxServerSessionStore"
import { SiwxSessionStore } from "./SiwxSessionStore"
import { siwxStorageLayer } from "./SiwxStorage"

/**
 * The session store the options' `storage` names: the page's storage ("local"), the provider
 * API's sign-in server ("server") or the dApp's own storage.
 * @example
 * SiwxFlow.layer(options).pipe(Layer.provideMerge(siwxSessionStoreLayer(options)))
 */
export const siwxSessionStoreLayer = (
  options: Pick<SiwxPluginOptions, "storage">,
): Layer.Layer<SiwxSessionStore, never, Storage | ProviderApi> =>
  options.storage === "server"
    ? siwxServerSessionStoreLayer
    : options.storage === "local"
      ? SiwxSessionStore.layerLocal
      : siwxStorageLayer(options.storage)
