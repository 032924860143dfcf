import type { FungiblePrice } from "../../../core/api/generated/schemas"
import { type PricesUsd, readPoolPricesUsd } from "../../exchange/poolPrices"
import { findAssetInfo } from "../assetInfo"
import { failed, type OperationHandler } from "../OperationHandler"
import { type AccountAddress, parseAccountAddress } from "../parseAccountAddress"
import { readDevnet } from "../readDevnet"
import type { ServedDevnet } from "../SandboxDevnet"

const priceOfAddress = (
  devnet: ServedDevnet,
  prices: PricesUsd,
  parsed: AccountAddress,
): FungiblePrice | undefined => {
  const asset = findAssetInfo(devnet, parsed.address, prices)
  if (asset?.priceUsd === undefined) return undefined
  return {
    address: `${devnet.caipNetworkId}:${asset.address ?? parsed.address}`,
    name: asset.name,
    symbol: asset.symbol,
    iconUrl: asset.iconUrl,
    price: asset.priceUsd,
    decimals: asset.decimals,
  }
}

/**
 * Prices from each devnet's exchange pools now (`readPoolPricesUsd`, read once per devnet
 * asked about), by CAIP-10 address (0xeeee…eeee is the native currency). Addresses the
 * sandbox does not know are left out, as the real service does; one that is not CAIP-10 is
 * a 400 naming its index. A devnet that does not answer is a 502 naming it.
 */
export const getFungiblePrice: OperationHandler<"getFungiblePrice"> = async (request, context) => {
  const parsed = request.body.addresses.map(parseAccountAddress)
  const invalid = parsed.findIndex((address) => address?.caipNetworkId === undefined)
  if (invalid !== -1) {
    const field = `addresses[${invalid}]`
    return failed(400, field, `Invalid CAIP-10 address: ${request.body.addresses[invalid]}`)
  }
  const known = parsed.flatMap((address) => {
    const devnet =
      address?.caipNetworkId === undefined ? undefined : context.devnet(address.caipNetworkId)
    return address === undefined || devnet === undefined ? [] : [{ address, devnet }]
  })
  const devnets = [...new Set(known.map(({ devnet }) => devnet))]
  const prices = new Map(
    await Promise.all(
      devnets.map(
        async (devnet) =>
          [devnet, await readDevnet(devnet, () => readPoolPricesUsd(devnet))] as const,
      ),
    ),
  )
  return {
    _tag: "Ok",
    body: {
      fungibles: known.flatMap(({ address, devnet }) => {
        const price = priceOfAddress(devnet, prices.get(devnet) ?? new Map(), address)
        return price === undefined ? [] : [price]
      }),
    },
  }
}
