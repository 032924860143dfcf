import { Context } from "effect"
import type { Accounts } from "../accounts/Accounts"
import type { ActiveNetwork, ProviderApi } from "../api/ProviderApi"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { Features } from "../config/Features"
import type { FoyerConfig } from "../config/FoyerConfig"
import type { Connections } from "../connections/Connections"
import type { Connectors } from "../connectors/Connectors"
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
>()("foyer/KernelConfig") {}

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
