import type { ServedDevnet } from "../api/SandboxDevnet"
import { poolPriceUsd } from "../exchange/poolPrices"

/**
 * The USD price the sandbox onramp sells `symbol` at on a devnet: the one place the onramp
 * reads prices (quotes, the page, history values). It is the devnet's pool price now, as
 * swaps, balances and fungible prices read it, so the onramp agrees with them and moves with
 * swaps (the price table for a devnet served without an exchange). Undefined when there is
 * none.
 */
export const onrampPriceUsd = (devnet: ServedDevnet, symbol: string): Promise<number | undefined> =>
  poolPriceUsd(devnet, symbol)
