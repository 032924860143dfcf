import { type Address, getAddress, type Hex, isAddress, isHex, type TypedDataDomain } from "viem"
import { invalidParams } from "./ProviderRpcError"

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** EIP-1193 params as a list: absent gives [], a lone object is wrapped. */
export const paramList = (params: unknown): ReadonlyArray<unknown> =>
  Array.isArray(params) ? params : params === undefined ? [] : [params]

const quantity = (value: unknown, field: string): bigint => {
  if (typeof value === "string" && /^0x[0-9a-fA-F]+$/.test(value)) return BigInt(value)
  throw invalidParams(`${field} must be a hex quantity, got ${JSON.stringify(value)}`)
}

const optionalQuantity = (value: unknown, field: string): bigint | undefined =>
  value === undefined || value === null ? undefined : quantity(value, field)

const address = (value: unknown, field: string): Address => {
  if (typeof value === "string" && isAddress(value, { strict: false })) return getAddress(value)
  throw invalidParams(`${field} must be an address, got ${JSON.stringify(value)}`)
}

/** The chain id of a wallet_switchEthereumChain / wallet_addEthereumChain param (`{ chainId: "0x…" }`). */
export const parseChainIdParam = (value: unknown): number => {
  if (!isRecord(value)) throw invalidParams("expected [{ chainId }]")
  const chainId = quantity(value.chainId, "chainId")
  if (chainId <= 0n || chainId > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw invalidParams(`chainId out of range: ${String(value.chainId)}`)
  }
  return Number(chainId)
}

/** What the test wallet keeps of a wallet_addEthereumChain request (EIP-3085). */
export interface AddEthereumChainParam {
  readonly chainId: number
  readonly chainName: string
  readonly rpcUrls: ReadonlyArray<string>
}

/** Reads the first param of wallet_addEthereumChain. */
export const parseAddEthereumChainParam = (value: unknown): AddEthereumChainParam => {
  const chainId = parseChainIdParam(value)
  if (!isRecord(value)) throw invalidParams("expected [{ chainId, chainName, rpcUrls }]")
  const { chainName, rpcUrls } = value
  if (typeof chainName !== "string" || chainName === "") {
    throw invalidParams("chainName must be a non-empty string")
  }
  if (
    !Array.isArray(rpcUrls) ||
    rpcUrls.length === 0 ||
    !rpcUrls.every((url) => typeof url === "string")
  ) {
    throw invalidParams("rpcUrls must be a non-empty list of URLs")
  }
  return { chainId, chainName, rpcUrls }
}

/** An eth_sendTransaction request with its quantities as bigints. */
export interface TransactionParam {
  readonly from: Address | undefined
  readonly to: Address | undefined
  readonly value: bigint | undefined
  readonly data: Hex | undefined
  readonly gas: bigint | undefined
  readonly nonce: number | undefined
  readonly gasPrice: bigint | undefined
  readonly maxFeePerGas: bigint | undefined
  readonly maxPriorityFeePerGas: bigint | undefined
}

/** Reads the first param of eth_sendTransaction. */
export const parseTransactionParam = (value: unknown): TransactionParam => {
  if (!isRecord(value)) throw invalidParams("expected [{ from, to, value, data, … }]")
  const data = value.data ?? value.input
  if (data !== undefined && data !== null && !(typeof data === "string" && isHex(data))) {
    throw invalidParams("data must be hex")
  }
  const nonce = optionalQuantity(value.nonce, "nonce")
  return {
    from: value.from === undefined ? undefined : address(value.from, "from"),
    to: value.to === undefined || value.to === null ? undefined : address(value.to, "to"),
    value: optionalQuantity(value.value, "value"),
    data: typeof data === "string" ? data : undefined,
    gas: optionalQuantity(value.gas, "gas"),
    nonce: nonce === undefined ? undefined : Number(nonce),
    gasPrice: optionalQuantity(value.gasPrice, "gasPrice"),
    maxFeePerGas: optionalQuantity(value.maxFeePerGas, "maxFeePerGas"),
    maxPriorityFeePerGas: optionalQuantity(value.maxPriorityFeePerGas, "maxPriorityFeePerGas"),
  }
}

/** One field of an EIP-712 struct type. */
export interface TypedDataField {
  readonly name: string
  readonly type: string
}

/** An eth_signTypedData_v4 payload (EIP-712), checked for shape. */
export interface TypedDataParam {
  readonly domain: TypedDataDomain
  readonly types: Record<string, ReadonlyArray<TypedDataField>>
  readonly primaryType: string
  readonly message: Record<string, unknown>
}

const isField = (value: unknown): value is TypedDataField =>
  isRecord(value) && typeof value.name === "string" && typeof value.type === "string"

/** Reads the second param of eth_signTypedData_v4: a JSON string (or, leniently, an object). */
export const parseTypedDataParam = (value: unknown): TypedDataParam => {
  let parsed: unknown = value
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value)
    } catch {
      throw invalidParams("typed data must be JSON")
    }
  }
  if (!isRecord(parsed)) throw invalidParams("typed data must be an object")
  const { domain, types, primaryType, message } = parsed
  if (!isRecord(domain) || !isRecord(types) || typeof primaryType !== "string") {
    throw invalidParams("typed data needs domain, types and primaryType")
  }
  if (!isRecord(message)) throw invalidParams("typed data needs a message")
  const checkedTypes: Record<string, ReadonlyArray<TypedDataField>> = {}
  for (const [name, fields] of Object.entries(types)) {
    if (!Array.isArray(fields) || !fields.every(isField)) {
      throw invalidParams(`typed data type ${name} is malformed`)
    }
    checkedTypes[name] = fields
  }
  if (checkedTypes[primaryType] === undefined) {
    throw invalidParams(`typed data has no type ${primaryType}`)
  }
  return { domain: domain as TypedDataDomain, types: checkedTypes, primaryType, message }
}

/** Reads an address param and checks it is the wallet's current account. */
export const parseAddressParam = (value: unknown, field: string): Address => address(value, field)
