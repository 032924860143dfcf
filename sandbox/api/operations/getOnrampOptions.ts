import { onrampPaymentCurrencies, onrampPurchaseCurrencies } from "../../onramp/onrampCatalog"
import type { OperationHandler } from "../OperationHandler"

/**
 * What the sandbox onramp sells and takes: ETH and the test tokens (not the spam one) on each
 * EVM devnet and SOL on each Solana devnet, paid in USD by card (10 to 7500) or bank account (10 to 25000).
 */
export const getOnrampOptions: OperationHandler<"getOnrampOptions"> = async (
  _request,
  context,
) => ({
  _tag: "Ok",
  body: {
    paymentCurrencies: [...onrampPaymentCurrencies],
    purchaseCurrencies: [...onrampPurchaseCurrencies(context.devnets, context.solanaDevnets)],
  },
})
