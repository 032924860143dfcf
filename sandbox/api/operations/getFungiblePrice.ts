import type { FungiblePrice } from "../../../core/api/generated/schemas"
import { findAssetInfo } from "../assetInfo"
import { failed, type OperationHandler, type SandboxContext } from "../OperationHandler"
import { parseAccountAddress } from "../parseAccountAddress"

const priceOfAddress = (
  context: SandboxContext,
  caipAddress: string,
): FungiblePrice | undefined => {
  const parsed = parseAccountAddress(caipAddress)
  const devnet =
    parsed?.caipNetworkId === undefined ? undefined : context.devnet(parsed.caipNetworkId)
  if (parsed === undefined || devnet === undefined) return undefined
  const asset = findAssetInfo(devnet, parsed.address)
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
 * Prices from the sandbox's price table, by CAIP-10 address (0xeeee…eeee is the native
 * currency). Addresses the sandbox does not know are left out, as the real service does; one
 * that is not CAIP-10 is a 400 naming its index.
 */
export const getFungiblePrice: OperationHandler<"getFungiblePrice"> = async (request, context) => {
  const invalid = request.body.addresses.findIndex(
    (address) => parseAccountAddress(address)?.caipNetworkId === undefined,
  )
  if (invalid !== -1) {
    const field = `addresses[${invalid}]`
    return failed(400, field, `Invalid CAIP-10 address: ${request.body.addresses[invalid]}`)
  }
  return {
    _tag: "Ok",
    body: {
      fungibles: request.body.addresses.flatMap((address) => {
        const price = priceOfAddress(context, address)
        return price === undefined ? [] : [price]
      }),
    },
  }
}
