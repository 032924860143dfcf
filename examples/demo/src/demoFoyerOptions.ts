import { type FoyerPlugin, foyerSandboxAt, withSandbox } from "foyer/core"
import { activity } from "foyer/plugins/activity"
import { names } from "foyer/plugins/names"
import { receive } from "foyer/plugins/receive"
import { send } from "foyer/plugins/send"
import type { FoyerOptions } from "foyer/react"
import type { DemoConfig } from "./DemoConfig"

/**
 * Every plugin that has shipped, so the demo shows the whole kit; each other one joins this
 * list as `plugins/<id>` is finished (e.g. `swap()`, `onramp()`). Send offers the native
 * currency and every ERC-20 token the account holds (the sandbox's seeded test tokens);
 * Receive shows the account's address, its QR code and the networks it can receive on.
 * Activity lists the account's transactions on the active devnet, indexed from anvil. Names
 * registers a name under foyer.id on the sandbox's naming service, which checks the signature.
 */
export const demoPlugins: ReadonlyArray<FoyerPlugin> = [send(), receive(), activity(), names()]

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
