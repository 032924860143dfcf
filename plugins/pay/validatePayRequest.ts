import { type CaipNetwork, type ChainNamespace, isNamespaceSupported } from "../../core"
import type { PayMessageId } from "./messages/en"
import type { PayRequest } from "./PayRequest"
import { evmPayFamily, type PayFamily, solanaPayFamily } from "./payFamilies"

/** A request the exchanges can be asked about: CAIP ids and the amount as a decimal string. */
export interface ValidPay {
  /**
   * CAIP-19 id of the asset: `<network>/slip44:60` or `<network>/erc20:<address>` on EVM,
   * `<network>/slip44:501` or `<network>/token:<mint>` on Solana.
   */
  readonly asset: string
  /** CAIP-10 id of the recipient on the asset's network. */
  readonly recipient: string
  /** The amount in whole units, a positive decimal string. */
  readonly amount: string
  readonly symbol: string
  readonly network: CaipNetwork
}

/** Why a request cannot be paid: the message to show and its values. */
export interface PayProblem {
  readonly message: PayMessageId
  readonly values?: Readonly<Record<string, string>>
}

/**
 * The families pay with exchange takes payments on (spec 6: EVM and Solana), by namespace: the
 * network's namespace picks how the asset and the addresses are read.
 */
export const payFamilies: ReadonlyMap<ChainNamespace, PayFamily> = new Map<
  ChainNamespace,
  PayFamily
>([
  ["eip155", evmPayFamily],
  ["solana", solanaPayFamily],
])

const decimalOf = (amount: number | string): string | undefined => {
  const text =
    typeof amount === "number"
      ? Number.isFinite(amount)
        ? amount.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 })
        : ""
      : amount.trim()
  return /^\d+(\.\d+)?$/.test(text) && /[1-9]/.test(text) ? text : undefined
}

/**
 * Checks what a dApp asked to be paid: an asset on one of the kit's networks of a family pay
 * with exchange supports (EVM, Solana), a recipient address of that family, a positive amount
 * with no more decimals than the asset has. The network's namespace decides how the asset and
 * the recipient are read (see {@link payFamilies}).
 * @example
 * validatePayRequest(request, networks) // { asset: "eip155:31337/slip44:60", recipient: "eip155:31337:0x…", … }
 */
export const validatePayRequest = (
  request: PayRequest | undefined,
  networks: ReadonlyArray<CaipNetwork>,
): ValidPay | PayProblem => {
  if (request === undefined) return { message: "pay.noRequest" }
  const { asset, recipient } = request
  const networkId = String(asset?.network ?? "")
  const network = networks.find((n) => n.caipNetworkId === networkId)
  const family =
    network !== undefined && isNamespaceSupported("payWithExchange", network.chainNamespace)
      ? payFamilies.get(network.chainNamespace)
      : undefined
  if (network === undefined || family === undefined) {
    return { message: "pay.unsupportedNetwork", values: { network: networkId } }
  }
  const to = typeof recipient === "string" ? family.address(recipient) : undefined
  if (to === undefined) return { message: "pay.invalidRecipient" }
  const decimals = asset.metadata?.decimals
  const isNative = asset.asset === "native"
  const token =
    isNative || typeof asset.asset !== "string" ? undefined : family.address(asset.asset)
  if (
    typeof asset.metadata?.symbol !== "string" ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > 36 ||
    (!isNative && token === undefined)
  ) {
    return { message: "pay.invalidAsset" }
  }
  const amount = decimalOf(request.amount)
  if (amount === undefined || (amount.split(".")[1]?.length ?? 0) > decimals) {
    return { message: "pay.invalidAmount", values: { decimals: String(decimals) } }
  }
  return {
    asset: `${networkId}/${token === undefined ? family.nativeAsset : `${family.tokenNamespace}:${token}`}`,
    recipient: `${networkId}:${to}`,
    amount,
    symbol: asset.metadata.symbol,
    network,
  }
}

/** Whether a validation answered a problem. */
export const isPayProblem = (checked: ValidPay | PayProblem): checked is PayProblem =>
  "message" in checked
