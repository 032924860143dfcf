import { type FoyerPlugin, foyerSandboxAt, withSandbox } from "foyer/core"
import type { FoyerOptions } from "foyer/react"
import type { DemoConfig } from "./DemoConfig"

/**
 * Every plugin that exists, so the demo shows the whole kit. None has landed yet; each one
 * joins this list as `plugins/<id>` is built (e.g. `swap()`, `onramp()`).
 */
export const demoPlugins: ReadonlyArray<FoyerPlugin> = []

/**
 * The kit's options for the demo: pointed at the sandbox its configuration names (both
 * devnets, its endpoints and relay), offering the sandbox WalletConnect wallet when one runs.
 */
export const demoFoyerOptions = (config: DemoConfig, origin: string): FoyerOptions =>
  withSandbox(
    {
      walletConnectWallets:
        config.walletConnectWalletUrl === undefined
          ? []
          : [
              {
                id: "foyer-sandbox-walletconnect",
                name: "Sandbox WalletConnect Wallet",
                link: config.walletConnectWalletUrl,
              },
            ],
      metadata: {
        name: "Foyer demo",
        description: "The Foyer wallet-connection kit against its local sandbox",
        url: origin,
        icons: [],
      },
      plugins: demoPlugins,
    },
    foyerSandboxAt(config),
  )
