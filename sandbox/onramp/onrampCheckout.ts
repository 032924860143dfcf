import { formatUnits } from "viem"
import { echoInput } from "../api/echoInput"
import { type SandboxDevnet, serveDevnet } from "../api/SandboxDevnet"
import { answerErrorText } from "../errorText"
import type { OnrampOrder, OnrampOrders } from "./OnrampOrders"
import {
  type OnrampSessionTokens,
  onrampLinkPaidMessage,
  onrampLinkUnknownMessage,
} from "./OnrampSessionTokens"
import { onrampCardMethod, onrampPaymentCurrencies } from "./onrampCatalog"
import {
  evmOnrampChain,
  findOnrampChain,
  type OnrampChain,
  type OnrampChainAsset,
  type OnrampDeliverer,
  solanaOnrampChain,
} from "./onrampChains"
import type { PricedPurchase } from "./priceOnrampPurchase"
import { formatFiatCents, parseFiatCents, withinLimit } from "./quoteOnramp"
import type { OnrampSolanaDevnet } from "./solanaOnrampTreasury"
import { checkTestCard, type TestCard } from "./testCards"

/** A request the page cannot serve: its status and the message the page shows. */
export class OnrampCheckoutError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The order recorded for a declined or undelivered payment. */
    readonly order?: OnrampOrder,
  ) {
    super(message)
  }
}

/** What the page shows of an order before it is paid. */
export interface OnrampOrderView {
  /** The address as its chain writes it (EVM checksummed, Solana base58). */
  readonly destination: string
  readonly network: {
    readonly name: string
    readonly displayName: string
    readonly caipNetworkId: string
  }
  readonly asset: { readonly symbol: string; readonly name: string }
  readonly currency: string
  /** The card's limits, decimal text. */
  readonly limits: { readonly min: string; readonly max: string }
  /** The amount to pay before fees, when the URL or the visitor gave one. */
  readonly amount: string | null
  /** The quote of that amount; null without an amount or outside the card's limits. */
  readonly quote: {
    readonly priceUsd: number
    readonly paymentSubtotal: string
    readonly networkFee: string
    readonly paymentTotal: string
    readonly purchaseAmount: string
  } | null
  /** Why the amount cannot be paid by card, if it cannot. */
  readonly amountProblem: string | null
}

/** The sandbox onramp's checkout: reads the page's URL, quotes, takes test cards, delivers. */
export interface OnrampCheckout {
  /** The order of a page URL's query (`amount`, when given, is the visitor's amount in USD). */
  readonly describe: (query: URLSearchParams) => Promise<OnrampOrderView>
  /**
   * Pays the order of `query` with `card`: a declined card records a declined order and
   * throws the decline (402); the good card delivers on chain and records the completed order.
   * A link pays once: its `sessionToken` is spent by the good card, and a link the sandbox did
   * not hand out (400) or already paid (409) pays nothing.
   */
  readonly pay: (query: URLSearchParams, card: TestCard) => Promise<OnrampOrder>
}

const [usd] = onrampPaymentCurrencies
const cardLimit = usd?.payment_method_limits.find((limit) => limit.id === onrampCardMethod) ?? {
  id: onrampCardMethod,
  min: "10.00",
  max: "7500.00",
}
const currency = usd?.id ?? "USD"

/** The description of an amount outside the card's limits. */
export const cardLimitMessage = `Enter an amount from ${cardLimit.min} to ${cardLimit.max} ${currency}: the card limits`

interface Resolved {
  readonly chain: OnrampChain
  readonly asset: OnrampChainAsset
  readonly destination: string
  readonly partnerUserId: string
}

const badRequest = (message: string) => new OnrampCheckoutError(400, message)

const destinationOf = (query: URLSearchParams) => {
  const text = query.get("destinationWallets")
  let wallets: unknown
  try {
    wallets = text === null ? undefined : JSON.parse(text)
  } catch {
    wallets = undefined
  }
  const first = Array.isArray(wallets) ? (wallets[0] as unknown) : undefined
  if (typeof first !== "object" || first === null || !("address" in first)) {
    throw badRequest("This onramp link has no destination wallet: ask the dApp for a new one")
  }
  const wallet = first as { address: unknown; blockchains?: unknown; assets?: unknown }
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((each): each is string => typeof each === "string") : []
  if (typeof wallet.address !== "string") {
    throw badRequest(`Invalid destination address: ${String(wallet.address)}`)
  }
  return {
    address: wallet.address,
    blockchains: strings(wallet.blockchains),
    assets: strings(wallet.assets),
  }
}

/** The refusal of a link by its token's state: unknown (400) or paid (409); undefined when open. */
const linkProblem = (state: string): OnrampCheckoutError | undefined => {
  if (state === "Unknown") return badRequest(onrampLinkUnknownMessage)
  if (state === "Paid") return new OnrampCheckoutError(409, onrampLinkPaidMessage)
  return undefined
}

/**
 * The cents a preset crypto amount is worth at `priceUsd`, or the 400 for one that is no
 * positive number or beyond what a price can be counted in (1e305 ETH: `BigInt(Infinity)`
 * was a 500).
 */
const presetCryptoCents = (text: string, priceUsd: number): bigint => {
  const crypto = Number(text)
  if (!Number.isFinite(crypto) || crypto <= 0) {
    throw badRequest(`Invalid presetCryptoAmount: ${echoInput(text)} (a positive number)`)
  }
  const cents = Math.ceil(crypto * priceUsd * 100)
  if (!Number.isSafeInteger(cents)) {
    throw badRequest(
      `Invalid presetCryptoAmount: ${echoInput(text)} (more than the sandbox can sell)`,
    )
  }
  return BigInt(cents)
}

/**
 * The checkout over the sandbox devnets, EVM and Solana (each with its accounts: the treasury
 * is one of them), its order book and the tokens of the links it handed out; `now` dates the
 * orders and checks card expiry.
 */
export const makeOnrampCheckout = (options: {
  readonly devnets: ReadonlyArray<SandboxDevnet>
  readonly solanaDevnets?: ReadonlyArray<OnrampSolanaDevnet>
  readonly orders: OnrampOrders
  readonly tokens: OnrampSessionTokens
  readonly now?: () => Date
}): OnrampCheckout => {
  const now = options.now ?? (() => new Date())
  const chains: ReadonlyArray<OnrampChain> = [
    ...options.devnets.map((devnet) => evmOnrampChain(serveDevnet(devnet))),
    ...(options.solanaDevnets ?? []).map(solanaOnrampChain),
  ]

  const resolve = (query: URLSearchParams): Resolved => {
    const wallet = destinationOf(query)
    const network = query.get("defaultNetwork") ?? wallet.blockchains[0] ?? chains[0]?.name ?? ""
    const chain = findOnrampChain(chains, network)
    if (chain === undefined) throw badRequest(`Unknown network: ${network}`)
    const destination = chain.destination(wallet.address)
    if (destination === undefined) {
      throw badRequest(
        `Invalid destination address: ${echoInput(wallet.address)} (${chain.addressHint} on ${chain.displayName})`,
      )
    }
    const symbol = wallet.assets[0] ?? "ETH"
    const asset = chain.asset(symbol)
    if (asset === undefined) throw badRequest(`The sandbox onramp does not sell ${symbol}`)
    const partnerUserId = query.get("partnerUserId") ?? destination
    return { chain, asset, destination, partnerUserId }
  }

  /** The visitor's amount, else the URL's preset fiat amount, else its crypto amount's worth. */
  const amountOf = async (query: URLSearchParams, resolved: Resolved): Promise<bigint | null> => {
    const typed = query.get("amount")
    if (typed !== null && typed !== "") {
      const cents = parseFiatCents(typed)
      if (cents === undefined) throw badRequest(`Invalid amount: ${typed} (e.g. 100 or 99.50)`)
      return cents
    }
    const fiat = query.get("presetFiatAmount")
    if (fiat !== null) {
      const cents = parseFiatCents(fiat)
      if (cents === undefined) throw badRequest(`Invalid presetFiatAmount: ${fiat}`)
      return cents
    }
    const crypto = query.get("presetCryptoAmount")
    if (crypto === null) return null
    const price = await resolved.chain.priceUsd(resolved.asset.symbol)
    return price === undefined ? null : presetCryptoCents(crypto, price)
  }

  const priced = async (resolved: Resolved, cents: bigint) => {
    const purchase: PricedPurchase = await resolved.chain.price(resolved.asset, cents)
    if (purchase._tag === "NoPrice") {
      throw new OnrampCheckoutError(503, `The sandbox has no price for ${purchase.symbol}`)
    }
    return purchase
  }

  const describe = async (query: URLSearchParams): Promise<OnrampOrderView> => {
    const problem = linkProblem(options.tokens.stateOf(query.get("sessionToken")))
    if (problem !== undefined) throw problem
    const resolved = resolve(query)
    const cents = await amountOf(query, resolved)
    const inLimits = cents !== null && withinLimit(cents, cardLimit)
    const purchase = inLimits ? await priced(resolved, cents) : undefined
    return {
      destination: resolved.destination,
      network: {
        name: resolved.chain.name,
        displayName: resolved.chain.displayName,
        caipNetworkId: resolved.chain.caipNetworkId,
      },
      asset: { symbol: resolved.asset.symbol, name: resolved.asset.name },
      currency,
      limits: { min: cardLimit.min, max: cardLimit.max },
      amount: cents === null ? null : formatFiatCents(cents),
      quote:
        purchase === undefined
          ? null
          : {
              priceUsd: purchase.priceUsd,
              paymentSubtotal: formatFiatCents(purchase.subtotalCents),
              networkFee: formatFiatCents(purchase.networkFeeCents),
              paymentTotal: formatFiatCents(purchase.totalCents),
              purchaseAmount: formatUnits(purchase.purchaseUnits, resolved.asset.decimals),
            },
      amountProblem: cents === null || inLimits ? null : cardLimitMessage,
    }
  }

  const pay = async (query: URLSearchParams, card: TestCard): Promise<OnrampOrder> => {
    const token = query.get("sessionToken")
    const early = linkProblem(options.tokens.stateOf(token))
    if (early !== undefined) throw early
    const resolved = resolve(query)
    const cents = await amountOf(query, resolved)
    if (cents === null || !withinLimit(cents, cardLimit)) throw badRequest(cardLimitMessage)
    const outcome = checkTestCard(card, now())
    if (outcome._tag === "Invalid") throw badRequest(outcome.message)
    // The good card spends the link here, before anything is awaited: of payments of one link
    // racing, one gets on, the others are refused. A declined card leaves it open.
    if (outcome._tag !== "Declined") {
      const claimed = linkProblem(options.tokens.claim(token))
      if (claimed !== undefined) throw claimed
    }
    const { chain, asset, destination, partnerUserId } = resolved
    let treasury: OnrampDeliverer
    let purchase: Extract<PricedPurchase, { readonly _tag: "Priced" }>
    try {
      treasury = chain.treasury()
      purchase = await priced(resolved, cents)
    } catch (error) {
      // Nothing was delivered: the link may be paid again.
      if (token !== null && outcome._tag !== "Declined") options.tokens.release(token)
      if (error instanceof OnrampCheckoutError) throw error
      throw new OnrampCheckoutError(503, answerErrorText(error))
    }
    const order = {
      createdAt: now().toISOString(),
      caipNetworkId: chain.caipNetworkId,
      partnerUserId,
      destination,
      asset: { symbol: asset.symbol, name: asset.name, address: asset.address },
      priceUsd: purchase.priceUsd,
      paymentCurrency: currency,
      paymentSubtotal: formatFiatCents(purchase.subtotalCents),
      networkFee: formatFiatCents(purchase.networkFeeCents),
      paymentTotal: formatFiatCents(purchase.totalCents),
      purchaseAmount: formatUnits(purchase.purchaseUnits, asset.decimals),
    }
    if (outcome._tag === "Declined") {
      const declined = options.orders.add({
        ...order,
        status: "declined",
        failure: outcome.message,
      })
      throw new OnrampCheckoutError(402, outcome.message, declined)
    }
    try {
      const delivery = await treasury.deliver(asset, destination, purchase.purchaseUnits)
      return options.orders.add({ ...order, status: "completed", delivery })
    } catch (error) {
      const failure = `The payment went through but the sandbox could not deliver: ${answerErrorText(error)}`
      const failed = options.orders.add({ ...order, status: "failed", failure })
      throw new OnrampCheckoutError(502, failure, failed)
    }
  }

  return { describe, pay }
}
