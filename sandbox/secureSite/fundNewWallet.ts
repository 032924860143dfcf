import { createTestClient, http, parseEther } from "viem"
import type { WalletCreated } from "../../plugins/embedded-wallet/secureSite/server/SiteContext"
import { type DevnetEndpoint, devnetChain } from "../devnet/devnetClients"

/** What a new embedded account is given on each devnet, in ether. */
export const newWalletEther = "100"

/**
 * The sandbox's faucet for embedded wallets: sets a new wallet's balance on every EVM devnet
 * (anvil_setBalance), so a visitor who signs in by email can send, swap or sign in at once.
 * Given to the secure site as `onWalletCreated`.
 * @example
 * startSecureSiteServer({ ...options, onWalletCreated: fundNewWallet(sandbox.devnets) })
 */
export const fundNewWallet =
  (devnets: ReadonlyArray<DevnetEndpoint>, ether = newWalletEther) =>
  async (wallet: WalletCreated): Promise<void> => {
    await Promise.all(
      devnets.map((devnet) =>
        createTestClient({
          mode: "anvil",
          chain: devnetChain(devnet),
          transport: http(devnet.rpcUrl),
        }).setBalance({ address: wallet.address as `0x${string}`, value: parseEther(ether) }),
      ),
    )
  }
