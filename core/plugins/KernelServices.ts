import { Context } from "effect"
import type { Features } from "../config/Features"
import type { FoyerConfig } from "../config/FoyerConfig"

/** The decoded configuration and the resolved feature flags, as a service. */
export class KernelConfig extends Context.Service<
  KernelConfig,
  { readonly config: FoyerConfig; readonly features: Features }
>()("foyer/KernelConfig") {}

/** The services the kernel provides to every plugin layer and connect hook. */
export type KernelServices = KernelConfig
