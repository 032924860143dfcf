import type { ApiSchemas } from "../../../core"

/**
 * The built-in sample onramp options shown when the options call fails (spec 7): card 10
 * to 7500 and bank account 10 to 25000 (spec 9 "Onramp sample limits"); USDC and ETH on EVM
 * networks, SOL on Solana (spec 6: onramp supports EVM and Solana).
 */
export const sampleOnrampOptions: ApiSchemas.OnrampOptions = {
  paymentCurrencies: [
    {
      id: "USD",
      payment_method_limits: [
        { id: "card", min: "10.00", max: "7500.00" },
        { id: "ach_bank_account", min: "10.00", max: "25000.00" },
      ],
    },
    {
      id: "EUR",
      payment_method_limits: [
        { id: "card", min: "10.00", max: "7500.00" },
        { id: "ach_bank_account", min: "10.00", max: "25000.00" },
      ],
    },
  ],
  purchaseCurrencies: [
    {
      id: "2b92315d-eab7-5bef-84fa-089a131333f5",
      name: "USD Coin",
      symbol: "USDC",
      networks: [
        {
          name: "ethereum-mainnet",
          display_name: "Ethereum",
          chain_id: "1",
          contract_address: "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48",
        },
        {
          name: "polygon-mainnet",
          display_name: "Polygon",
          chain_id: "137",
          contract_address: "0x2791bca1f2de4661ed88a30c99a7a9449aa84174",
        },
      ],
    },
    {
      id: "d85dce9b-5b73-5c3c-8978-522ce1d1c1b4",
      name: "Ethereum",
      symbol: "ETH",
      networks: [
        { name: "ethereum-mainnet", display_name: "Ethereum", chain_id: "1", contract_address: "" },
        { name: "base-mainnet", display_name: "Base", chain_id: "8453", contract_address: "" },
      ],
    },
    {
      id: "4f039497-3af8-5bb3-951c-6df9afa9be1c",
      name: "Solana",
      symbol: "SOL",
      networks: [
        // A Solana network's chain id is its CAIP-2 reference (mainnet's genesis hash prefix).
        {
          name: "solana",
          display_name: "Solana",
          chain_id: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
          contract_address: "",
        },
      ],
    },
  ],
}

/**
 * The placeholder quote used when the quote call fails (spec 7): every amount equals the
 * requested amount, no network fee, a fixed placeholder id.
 */
export const placeholderOnrampQuote = (
  request: ApiSchemas.OnrampQuoteRequest,
): ApiSchemas.OnrampQuote => ({
  paymentTotal: { amount: request.amount, currency: request.paymentCurrency.id },
  paymentSubtotal: { amount: request.amount, currency: request.paymentCurrency.id },
  purchaseAmount: { amount: request.amount, currency: request.purchaseCurrency.symbol },
  networkFee: { amount: request.amount, currency: request.network },
  quoteId: "placeholder-quote",
})
