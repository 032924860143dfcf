import { Context, Effect, Layer } from "effect"
import type { Accounts } from "../accounts/Accounts"
import type { ActiveNetwork, ProviderApi } from "../api/ProviderApi"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { type ConfigInvalidError, decodeResolvedConfig } from "../config/decodeConfig"
import { type Features, resolveFeatures } from "../config/Features"
import type { FoyerConfig, FoyerConfigInput } from "../config/FoyerConfig"
import type { Connections } from "../connections/Connections"
import type { Connectors } from "../connectors/Connectors"
import type { KitError } from "../errors/KitError"
import type { Events } from "../events/Events"
import type { Messages } from "../messages/Messages"
import type { Modal } from "../modal/Modal"
import type { Networks } from "../networks/Networks"
import type { Storage } from "../storage/Storage"
import type { Toasts } from "../toasts/Toasts"
import type { Wallet } from "../wallet/Wallet"

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

/** The services the kernel provides to every plugin layer, hook and view. */
export type KernelServices =
  | KernelConfig
  | Storage
  | ActiveNetwork
  | ProviderApi
  | Connectors
  | Connections
  | Wallet
  | Accounts
  | Networks
  | Modal
  | Toasts
  | Messages
  | Events
