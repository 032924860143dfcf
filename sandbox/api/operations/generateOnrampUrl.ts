import { isAddress } from "viem"
import type { OnrampUrlRequest } from "../../../core/api/generated/schemas"
import { findOnrampAsset, findOnrampDevnet, onrampNetworkName } from "../../onramp/onrampCatalog"
import {
  findOnrampSolanaAsset,
  findOnrampSolanaDevnet,
  isOnrampSolanaAddress,
  onrampSolanaNetworkName,
} from "../../onramp/onrampSolanaCatalog"
import type { OnrampLinks } from "../../onramp/startOnrampPage"
import { echoInput } from "../echoInput"
import {
  type FailedReply,
  failed,
  type OperationHandler,
  type SandboxContext,
} from "../OperationHandler"

/** The description of the 503 when the API runs without the sandbox onramp page. */
export const onrampPageMissingDescription =
  "The sandbox onramp page is not running: it starts with the whole sandbox (startSandbox)"

/**
 * The sandbox onramp page's URL for a purchase: the page's origin with the request's values as
 * query parameters of the same names (`destinationWallets` as JSON), `projectId`, and a new
 * `sessionToken` of the page's, which makes the URL pay once.
 * @example
 * onrampPageUrl(onramp, "demo", body)
 * // "http://127.0.0.1:5000/?projectId=demo&sessionToken=…&destinationWallets=%5B%7B%22address%22…&defaultExperience=buy"
 */
export const onrampPageUrl = (
  page: OnrampLinks,
  projectId: string | null,
  body: OnrampUrlRequest,
): string => {
  const query = new URLSearchParams()
  if (projectId !== null) query.set("projectId", projectId)
  query.set("sessionToken", page.issueSessionToken())
  query.set("destinationWallets", JSON.stringify(body.destinationWallets))
  query.set("partnerUserId", body.partnerUserId)
  if (body.defaultNetwork !== undefined) query.set("defaultNetwork", body.defaultNetwork)
  if (body.presetCryptoAmount !== undefined) {
    query.set("presetCryptoAmount", String(body.presetCryptoAmount))
  }
  if (body.presetFiatAmount !== undefined) {
    query.set("presetFiatAmount", String(body.presetFiatAmount))
  }
  query.set("defaultExperience", body.defaultExperience)
  return `${page.url}/?${query}`
}

/** The first problem of a request the sandbox onramp could not serve, as a 400. */
const problemOf = (body: OnrampUrlRequest, context: SandboxContext): FailedReply | undefined => {
  const networks = [
    ...context.devnets.map(onrampNetworkName),
    ...context.solanaDevnets.map(onrampSolanaNetworkName),
  ].join(", ")
  const unknownNetwork = (field: string, network: string) =>
    failed(400, field, `Unknown network: ${echoInput(network)} (the sandbox's: ${networks})`)
  const isSolana = (network: string) =>
    findOnrampSolanaDevnet(context.solanaDevnets, network) !== undefined
  const serves = (network: string) =>
    findOnrampDevnet(context.devnets, network) !== undefined || isSolana(network)
  if (body.defaultNetwork !== undefined && !serves(body.defaultNetwork)) {
    return unknownNetwork("defaultNetwork", body.defaultNetwork)
  }
  for (const [index, wallet] of body.destinationWallets.entries()) {
    const field = `destinationWallets[${index}]`
    // The wallet's address is of the family of the network it is paid on.
    const network = body.defaultNetwork ?? wallet.blockchains?.[0]
    const solana = network !== undefined && isSolana(network)
    const valid = solana
      ? isOnrampSolanaAddress(wallet.address)
      : isAddress(wallet.address, { strict: false })
    if (!valid) {
      const kind = solana ? "a Solana base58 address" : "an EVM 0x address"
      return failed(
        400,
        `${field}.address`,
        `Invalid address: ${echoInput(wallet.address)} (${kind})`,
      )
    }
    for (const network of [...(wallet.blockchains ?? []), ...(wallet.supportedNetworks ?? [])]) {
      if (!serves(network)) return unknownNetwork(`${field}.blockchains`, network)
    }
    for (const asset of wallet.assets ?? []) {
      const sold =
        context.devnets.some((devnet) => findOnrampAsset(devnet, asset) !== undefined) ||
        context.solanaDevnets.some((devnet) => findOnrampSolanaAsset(devnet, asset) !== undefined)
      if (!sold) {
        const description = `The sandbox onramp does not sell ${echoInput(asset)}`
        return failed(400, `${field}.assets`, description)
      }
    }
  }
  for (const field of ["presetCryptoAmount", "presetFiatAmount"] as const) {
    const amount = body[field]
    if (amount !== undefined && amount <= 0) {
      return failed(400, field, `Invalid ${field}: ${amount} (a positive integer)`)
    }
  }
  return undefined
}

/**
 * POST /v1/generators/onrampurl served by the sandbox onramp `page`: checks that
 * the page can serve the purchase (destination addresses of the network's family, EVM or
 * Solana, the sandbox's networks and assets, positive preset amounts; the contract already requires one destination wallet) and
 * answers `{ url }`. Without a page (the API started alone) a valid request is a 503.
 */
export const generateOnrampUrlAt =
  (page: OnrampLinks | undefined): OperationHandler<"generateOnrampUrl"> =>
  async (request, context) => {
    const problem = problemOf(request.body, context)
    if (problem !== undefined) return problem
    if (page === undefined) return failed(503, "sandbox", onrampPageMissingDescription)
    const url = onrampPageUrl(page, request.query.get("projectId"), request.body)
    return { _tag: "Ok", body: { url } }
  }

/** The API's own handler, without a page: `startSandbox` gives the API one with its page. */
export const generateOnrampUrl = generateOnrampUrlAt(undefined)
