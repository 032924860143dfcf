import { Context } from "effect"
import type { ActiveNetwork, ProviderApi } from "../api/ProviderApi"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { Features } from "../config/Features"
import type { FoyerConfig } from "../config/FoyerConfig"
import type { Storage } from "../storage/Storage"

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
>()("foyer/KernelConfig") {}

/** The services the kernel provides to every plugin layer and connect hook. */
export type KernelServices = KernelConfig | Storage | ActiveNetwork | ProviderApi
