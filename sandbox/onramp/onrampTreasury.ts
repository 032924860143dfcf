import { Data } from "effect"
import { type Address, erc20Abi, type TransactionReceipt, toHex } from "viem"
import { type DevnetEndpoint, devnetPublicClient } from "../devnet/devnetClients"
import { devnetTokenHolderCount } from "../devnet/seedDevnet"
import { sendNative } from "../devnet/sendNative"
import { sendToken } from "../devnet/sendToken"
import type { OnrampAsset } from "./onrampCatalog"

/**
 * The treasury that delivers onramp purchases: the second to last devnet account. Accounts 0
 * to 2 hold the test tokens that tests count on, and the exchange's liquidity comes from the
 * last one; undefined when the devnet has too few accounts for a treasury apart from those.
 */
export const onrampTreasuryIndex = (accountCount: number): number | undefined => {
  const index = accountCount - 2
  return index >= devnetTokenHolderCount ? index : undefined
}

/** The devnet has no account to spare for the onramp's treasury. */
export class OnrampTreasuryMissingError extends Data.TaggedError("OnrampTreasuryMissingError")<{
  readonly accounts: number
}> {
  override get message(): string {
    return `The sandbox onramp needs a treasury account: start the sandbox with at least ${devnetTokenHolderCount + 2} accounts (it has ${this.accounts})`
  }
}

/** How much ether the treasury keeps on top of a delivery, for gas. */
const nativeGasReserveWei = 10n ** 18n

/** The stock a treasury short of an asset is brought to, in whole units on top of a delivery. */
const restockWholeUnits = 1_000_000n

/** Delivers purchases on one devnet, one at a time (their nonces come from the node). */
export interface OnrampTreasury {
  readonly address: Address
  /** Sends `units` of `asset` to `to` and resolves with the mined receipt. */
  readonly deliver: (asset: OnrampAsset, to: Address, units: bigint) => Promise<TransactionReceipt>
}

/**
 * The treasury of a devnet. It holds what it sells: when short of an asset it is restocked
 * by the node (anvil_setBalance, anvil_dealERC20: a devnet's stand-in for the provider's own
 * inventory, not a transaction), then every delivery is a real transaction from it, a plain
 * ether transfer or the token's `transfer`. Throws {@link OnrampTreasuryMissingError} when
 * the devnet has too few accounts.
 */
export const makeOnrampTreasury = (devnet: DevnetEndpoint): OnrampTreasury => {
  const index = onrampTreasuryIndex(devnet.accounts.length)
  const account = index === undefined ? undefined : devnet.accounts[index]
  if (index === undefined || account === undefined) {
    throw new OnrampTreasuryMissingError({ accounts: devnet.accounts.length })
  }
  const client = devnetPublicClient(devnet)
  // anvil's own methods, which viem's public client does not type.
  const anvilRequest = client.request as unknown as (args: {
    method: string
    params: ReadonlyArray<unknown>
  }) => Promise<unknown>
  const restock = async (asset: OnrampAsset, units: bigint) => {
    const stock = units + restockWholeUnits * 10n ** BigInt(asset.decimals)
    if (asset.address === undefined) {
      const balance = await client.getBalance({ address: account.address })
      if (balance >= units + nativeGasReserveWei) return
      await anvilRequest({ method: "anvil_setBalance", params: [account.address, toHex(stock)] })
      return
    }
    const balance = await client.readContract({
      address: asset.address,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [account.address],
    })
    if (balance >= units) return
    await anvilRequest({
      method: "anvil_dealERC20",
      params: [account.address, asset.address, toHex(stock)],
    })
  }
  let queue: Promise<unknown> = Promise.resolve()
  return {
    address: account.address,
    deliver: (asset, to, units) => {
      const delivery = queue.then(async () => {
        await restock(asset, units)
        return asset.address === undefined
          ? sendNative(devnet, index, to, units)
          : sendToken(devnet, asset.address, index, to, units)
      })
      // The next delivery waits for this one, whether it succeeded or not.
      queue = delivery.catch(() => undefined)
      return delivery
    },
  }
}
