import { Schema } from "effect"
import { CaipNetworkIdSchema } from "../../chains/CaipNetwork"
import type { TokenBalance } from "../TokenBalance"

/** A token balance (spec 3) as a schema, to keep it in storage and read it back checked. */
export const TokenBalanceSchema: Schema.Codec<TokenBalance> = Schema.Struct({
  name: Schema.String,
  symbol: Schema.String,
  chainId: CaipNetworkIdSchema,
  address: Schema.optionalKey(Schema.String),
  value: Schema.Finite,
  price: Schema.Finite,
  quantity: Schema.Struct({ decimals: Schema.String, numeric: Schema.String }),
  iconUrl: Schema.String,
})

/**
 * What an account shows as its balance on one network: the amount and symbol of the account
 * button (the native currency, or the network's primary token) and the token list.
 */
export const AccountBalance = Schema.Struct({
  balance: Schema.String,
  balanceSymbol: Schema.String,
  tokenBalance: Schema.Array(TokenBalanceSchema),
})
/** See {@link AccountBalance}. */
export type AccountBalance = typeof AccountBalance.Type
