import { type FoyerPlugin, foyerDevnet, foyerDevnet2, rpcUrl } from "foyer/core"
import type { FoyerOptions } from "foyer/react"
import type { DemoConfig } from "./DemoConfig"

/**
 * Every plugin that exists, so the demo shows the whole kit. None has landed yet; each one
 * joins this list as `plugins/<id>` is built (e.g. `swap()`, `onramp()`).
 */
export const demoPlugins: ReadonlyArray<FoyerPlugin> = []

/** The kit's options for the demo: the two sandbox devnets and the sandbox's endpoints. */
export const demoFoyerOptions = (config: DemoConfig, origin: string): FoyerOptions => {
  const devnetRpc = (chainId: string) =>
    rpcUrl({ rpcHost: config.rpcUrl, chainId, projectId: config.projectId })
  return {
    projectId: config.projectId,
    networks: ["eip155:31337", "eip155:31338"],
    customNetworks: [
      foyerDevnet(devnetRpc("eip155:31337")),
      foyerDevnet2(devnetRpc("eip155:31338")),
    ],
    endpoints: {
      apiUrl: config.apiUrl,
      analyticsUrl: config.analyticsUrl,
      rpcUrl: config.rpcUrl,
      relayUrl: config.relayUrl,
    },
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
  }
}
