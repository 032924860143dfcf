import { Context, Effect, Layer } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { KitError } from "../errors/KitError"
import { type ConfigInvalidError, decodeResolvedConfig } from "./decodeConfig"
import { type Features, resolveFeatures } from "./Features"
import type { FoyerConfig, FoyerConfigInput } from "./FoyerConfig"

/** The decoded configuration, resolved feature flags and networks, as a service. */
export class KernelConfig extends Context.Service<
  KernelConfig,
  {
    readonly config: FoyerConfig
    readonly features: Features
    /** The configured networks, resolved against the catalogue, in configured order. */
    readonly networks: ReadonlyArray<CaipNetwork>
    readonly defaultNetwork: CaipNetwork
  }
>()("foyer-kit/KernelConfig") {
  /**
   * The configuration `options` decode to, over a test project id on Ethereum mainnet, with its
   * features and networks resolved as the kernel resolves them. Bad options fail the layer as
   * they fail the kernel.
   * @example
   * const layer = KernelConfig.layerTest({ networks: ["eip155:1", "eip155:10"] })
   * // config.projectId: "test-project", defaultNetwork: Ethereum
   */
  static readonly layerTest = (
    options: Partial<FoyerConfigInput> = {},
  ): Layer.Layer<KernelConfig, ConfigInvalidError | KitError> =>
    Layer.effect(
      KernelConfig,
      Effect.map(
        decodeResolvedConfig({ projectId: "test-project", networks: ["eip155:1"], ...options }),
        ({ config, networks, defaultNetwork }) => ({
          config,
          features: resolveFeatures(config.features, config.remoteFeatures),
          networks,
          defaultNetwork,
        }),
      ),
    )
}
