import { readDevnet } from "../api/readDevnet"
import type { ServedDevnet } from "../api/SandboxDevnet"

/** Gas prices in wei, slowest first, as `/v1/convert/gas-price` answers them. */
export interface GasPrices {
  readonly standard: bigint
  readonly fast: bigint
  readonly instant: bigint
}

/**
 * Each tier as a percentage of the node's `eth_gasPrice`: a devnet has no fee market to
 * read tiers from, so standard is the node's price and the faster tiers pay a fixed premium.
 */
export const gasPriceTierPercent = { standard: 100n, fast: 125n, instant: 150n } as const

/**
 * The devnet's gas prices now, from its node's `eth_gasPrice`; a devnet that does not
 * answer throws `DevnetNotAnsweringError`.
 */
export const readGasPrices = async (devnet: ServedDevnet): Promise<GasPrices> => {
  const gasPrice = await readDevnet(devnet, () => devnet.client.getGasPrice())
  const tier = (percent: bigint) => (gasPrice * percent) / 100n
  return {
    standard: tier(gasPriceTierPercent.standard),
    fast: tier(gasPriceTierPercent.fast),
    instant: tier(gasPriceTierPercent.instant),
  }
}
