import { Schema } from "effect"
import { messages } from "../errors/messages"
import { ChainNamespace } from "./ChainNamespace"
import { isCaipNetworkId } from "./parseCaipNetworkId"

/**
 * A CAIP-2 network id of a known namespace as a schema, e.g. `eip155:1`: exactly 2 non-empty
 * colon-separated parts (spec 5), else 'Invalid CAIP-2 network id'.
 */
export const CaipNetworkIdSchema = Schema.TemplateLiteral([
  ChainNamespace,
  ":",
  Schema.String,
]).check(
  // The template alone lets "eip155:" and "eip155:1:2" through.
  Schema.makeFilter((id: string) => isCaipNetworkId(id) || messages.invalidCaipNetworkId),
)

// A numeric chain id is a whole number that is not negative and that a number holds exactly:
// NaN, -1, 1.5 or 1e21 would make caipNetworkIds such as "eip155:NaN" agree with their id.
const NumericChainId = Schema.Number.check(
  Schema.isInt(),
  Schema.isGreaterThanOrEqualTo(0),
  Schema.isLessThanOrEqualTo(Number.MAX_SAFE_INTEGER),
)

/** A network's native currency (spec 3: name, decimals, symbol). */
export const NativeCurrency = Schema.Struct({
  name: Schema.String,
  symbol: Schema.String,
  decimals: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
})

/** A network's native currency. */
export type NativeCurrency = typeof NativeCurrency.Type

/** One block explorer of a network. */
export const BlockExplorer = Schema.Struct({
  name: Schema.String,
  url: Schema.String,
  apiUrl: Schema.optionalKey(Schema.String),
})

/** One block explorer of a network. */
export type BlockExplorer = typeof BlockExplorer.Type

/** A list of RPC endpoints (spec 3: `http[]`). */
export const RpcUrlList = Schema.Struct({
  http: Schema.Array(Schema.String),
  webSocket: Schema.optionalKey(Schema.Array(Schema.String)),
})

/** A list of RPC endpoints. */
export type RpcUrlList = typeof RpcUrlList.Type

/**
 * A network (spec 3): id, caipNetworkId, chainNamespace, name, nativeCurrency,
 * blockExplorers, rpcUrls {default, chainDefault}, assets {imageId, imageUrl}.
 *
 * `rpcUrls.default` is the endpoint the kit uses (the provider's RPC once configured);
 * `rpcUrls.chainDefault` is the chain's own public endpoint. The caipNetworkId must agree
 * with chainNamespace and id, so a network cannot claim two identities.
 */
export const CaipNetwork = Schema.Struct({
  id: Schema.Union([NumericChainId, Schema.String]),
  caipNetworkId: CaipNetworkIdSchema,
  chainNamespace: ChainNamespace,
  name: Schema.String,
  nativeCurrency: NativeCurrency,
  blockExplorers: Schema.optionalKey(Schema.Struct({ default: BlockExplorer })),
  rpcUrls: Schema.Struct({
    default: RpcUrlList,
    chainDefault: Schema.optionalKey(RpcUrlList),
  }),
  assets: Schema.optionalKey(
    Schema.Struct({
      imageId: Schema.optionalKey(Schema.String),
      imageUrl: Schema.optionalKey(Schema.String),
    }),
  ),
}).check(
  Schema.makeFilter((network) =>
    network.caipNetworkId === `${network.chainNamespace}:${network.id}`
      ? undefined
      : {
          path: ["caipNetworkId"],
          issue: `caipNetworkId must be ${network.chainNamespace}:${network.id}`,
        },
  ),
)

/** A network of spec 3 (see the `CaipNetwork` schema). */
export type CaipNetwork = typeof CaipNetwork.Type
