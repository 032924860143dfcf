import { priceOf } from "../api/priceTable"
import type { ServedDevnet } from "../api/SandboxDevnet"

/**
 * The USD price the sandbox onramp sells `symbol` at on a devnet: the one place the onramp
 * reads prices (quotes, the page, history values), so that moving it to the prices of the
 * devnet's pools is this one line. Undefined when the sandbox has no price for it.
 */
export const onrampPriceUsd = async (
  _devnet: ServedDevnet,
  symbol: string,
): Promise<number | undefined> => priceOf(symbol)
