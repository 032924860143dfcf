import { address as solanaAddress } from "@solana/kit"
import { getAddress, isAddress } from "viem"
import type { ServedDevnet } from "../api/SandboxDevnet"
import { findOnrampAsset, type OnrampAsset, onrampNetworkName } from "./onrampCatalog"
import { onrampPriceUsd } from "./onrampPriceUsd"
import {
  findOnrampSolanaAsset,
  isOnrampSolanaAddress,
  type OnrampSolanaAsset,
  type OnrampSolanaChain,
  onrampSolanaChainId,
  onrampSolanaNetworkName,
  onrampSolanaPriceUsd,
  priceSolanaOnrampPurchase,
} from "./onrampSolanaCatalog"
import { makeOnrampTreasury, type OnrampTreasury } from "./onrampTreasury"
import { type PricedPurchase, priceOnrampPurchase } from "./priceOnrampPurchase"
import {
  makeSolanaOnrampTreasury,
  type OnrampSolanaDevnet,
  type SolanaOnrampTreasury,
} from "./solanaOnrampTreasury"

/** A delivery that landed on chain, as an order records it. */
export interface OnrampDeliveryRecord {
  /** The transaction hash (EVM) or signature (Solana). */
  readonly hash: string
  readonly from: string
  /** The sender's nonce; 0 on Solana, whose transactions have none. */
  readonly nonce: number
  /** ISO 8601 time of the block that holds it. */
  readonly minedAt: string
}

/**
 * An asset a chain sells, whatever its family: its address the token's contract (EVM) or mint
 * (Solana), undefined for the native currency.
 */
export type OnrampChainAsset = OnrampAsset | OnrampSolanaAsset

/** What delivers a chain's purchases: its treasury. */
export interface OnrampDeliverer {
  /** Sends `units` of `asset` to `to`; rejects when it did not land. */
  readonly deliver: (
    asset: OnrampChainAsset,
    to: string,
    units: bigint,
  ) => Promise<OnrampDeliveryRecord>
}

/**
 * A chain the sandbox onramp delivers on, whatever its family: how it is named, the addresses
 * and assets it takes, its prices and its treasury.
 */
export interface OnrampChain {
  /** The onramp network name, e.g. "foyer-devnet" or "foyer-solana-devnet". */
  readonly name: string
  readonly displayName: string
  readonly caipNetworkId: string
  /** The chain id its onramp networks carry: the CAIP-2 reference. */
  readonly chainId: string
  /** The destination as the chain writes it, or undefined when `text` is not its address. */
  readonly destination: (text: string) => string | undefined
  /** What an address of the chain looks like, for the 400 of one that is not. */
  readonly addressHint: string
  /** The asset of `symbol` (case-insensitive), if the onramp sells it there. */
  readonly asset: (symbol: string) => OnrampChainAsset | undefined
  /** The USD price it sells `symbol` at now. */
  readonly priceUsd: (symbol: string) => Promise<number | undefined>
  readonly price: (asset: OnrampChainAsset, subtotalCents: bigint) => Promise<PricedPurchase>
  /** Its treasury; throws when the chain has no account to spare for one. */
  readonly treasury: () => OnrampDeliverer
}

/** One value made on first use and kept. */
const once = <A>(make: () => A): (() => A) => {
  let made: { readonly value: A } | undefined
  return () => {
    made ??= { value: make() }
    return made.value
  }
}

/** An EVM devnet as an onramp chain: ETH and its test tokens, delivered by anvil transactions. */
export const evmOnrampChain = (devnet: ServedDevnet): OnrampChain => {
  const treasury = once((): OnrampTreasury => makeOnrampTreasury(devnet))
  /** The devnet's own asset of a chain asset (the one `asset(symbol)` answered). */
  const sold = (asset: OnrampChainAsset): OnrampAsset => {
    const found = findOnrampAsset(devnet, asset.symbol)
    if (found === undefined) throw new Error(`The sandbox onramp does not sell ${asset.symbol}`)
    return found
  }
  return {
    name: onrampNetworkName(devnet),
    displayName: devnet.name ?? devnet.caipNetworkId,
    caipNetworkId: devnet.caipNetworkId,
    chainId: String(devnet.chainId),
    destination: (text) => (isAddress(text, { strict: false }) ? getAddress(text) : undefined),
    addressHint: "an EVM 0x address",
    asset: (symbol) => findOnrampAsset(devnet, symbol),
    priceUsd: (symbol) => onrampPriceUsd(devnet, symbol),
    price: async (asset, cents) => priceOnrampPurchase(devnet, sold(asset), cents),
    treasury: () => {
      const made = treasury()
      return {
        deliver: async (asset, to, units) => {
          if (!isAddress(to)) throw new Error(`Invalid destination address: ${to}`)
          const receipt = await made.deliver(sold(asset), to, units)
          if (receipt.status !== "success") {
            throw new Error(`transaction ${receipt.transactionHash} reverted`)
          }
          const [block, transaction] = await Promise.all([
            devnet.client.getBlock({ blockNumber: receipt.blockNumber }),
            devnet.client.getTransaction({ hash: receipt.transactionHash }),
          ])
          return {
            hash: receipt.transactionHash,
            from: made.address,
            nonce: transaction.nonce,
            minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
          }
        },
      }
    },
  }
}

/**
 * A Solana devnet as an onramp chain: SOL and its SPL token (FUSD), delivered by transactions
 * from its treasury.
 */
export const solanaOnrampChain = (devnet: OnrampSolanaDevnet): OnrampChain => {
  const treasury = once((): SolanaOnrampTreasury => makeSolanaOnrampTreasury(devnet))
  const catalog: OnrampSolanaChain = { ...devnet, tokens: [devnet.token] }
  const asset = (symbol: string) => findOnrampSolanaAsset(catalog, symbol)
  return {
    name: onrampSolanaNetworkName(catalog),
    displayName: devnet.name,
    caipNetworkId: devnet.caipNetworkId,
    chainId: onrampSolanaChainId(catalog),
    destination: (text) => (isOnrampSolanaAddress(text) ? text : undefined),
    addressHint: "a Solana base58 address",
    asset,
    priceUsd: async (symbol) =>
      asset(symbol) === undefined ? undefined : onrampSolanaPriceUsd(symbol),
    price: async (sold, cents) => priceSolanaOnrampPurchase(sold, cents),
    treasury: () => {
      const made = treasury()
      return {
        deliver: async (sold, to, units) => {
          const token = sold.address === devnet.token.mint ? devnet.token : undefined
          if (sold.address !== undefined && token === undefined) {
            throw new Error(`The sandbox onramp does not sell ${sold.symbol} on ${devnet.name}`)
          }
          const landed = await made.deliver(solanaAddress(to), units, token)
          return { hash: landed.signature, from: landed.from, nonce: 0, minedAt: landed.minedAt }
        },
      }
    },
  }
}

/**
 * The chain an onramp network names, by its name ("foyer-solana-devnet") or chain id (its
 * CAIP-2 reference: "31337", or a Solana devnet's genesis hash prefix), if the sandbox serves it.
 */
export const findOnrampChain = (
  chains: ReadonlyArray<OnrampChain>,
  network: string,
): OnrampChain | undefined =>
  chains.find((chain) => chain.name === network.toLowerCase() || chain.chainId === network)
