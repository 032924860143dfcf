import type { Accounts } from "../accounts/Accounts"
import type { ActiveNetwork, ProviderApi } from "../api/ProviderApi"
import type { ChainAdapters } from "../chains/ChainAdapters"
import type { KernelConfig } from "../config/KernelConfig"
import type { Connections } from "../connections/Connections"
import type { Connectors } from "../connectors/Connectors"
import type { Events } from "../events/Events"
import type { KernelEvents } from "../events/KernelEvents"
import type { Messages } from "../messages/Messages"
import type { Modal } from "../modal/Modal"
import type { Networks } from "../networks/Networks"
import type { Storage } from "../storage/Storage"
import type { Toasts } from "../toasts/Toasts"
import type { Wallet } from "../wallet/Wallet"

/** The services the kernel provides to every plugin layer, hook and view. */
export type KernelServices =
  | KernelConfig
  | Storage
  | ActiveNetwork
  | ProviderApi
  | ChainAdapters
  | Connectors
  | Connections
  | Wallet
  | Accounts
  | Networks
  | Modal
  | Toasts
  | Messages
  | Events
  | KernelEvents
