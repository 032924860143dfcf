import {
  type Address,
  formatEther,
  type Hex,
  hexToBytes,
  isAddress,
  isAddressEqual,
  isHex,
  type SignableMessage,
  stringToHex,
  type TypedDataDefinition,
} from "viem"
import { toTransactionValue } from "../../rpc/toTransactionRequest"
import type { ApprovalRequest } from "./approvalPanel"
import { FrameRequestRefusedError } from "./FrameRequestRefusedError"

/** A transaction as eth_sendTransaction gives it, read and checked. */
export interface PageTransaction {
  /** Absent for a contract creation. */
  readonly to?: Address
  readonly value: bigint
  readonly data?: Hex
  readonly gas?: bigint
}

/** An unsafe wallet request the page signs after the visitor approves it. */
export type UnsafeRequest =
  | {
      readonly method: "personal_sign"
      readonly message: SignableMessage
      /** The message as shown: its UTF-8 text, else its hex. */
      readonly shown: string
    }
  | {
      readonly method: "eth_signTypedData_v4"
      readonly typedData: TypedDataDefinition
      readonly domainName: string
      readonly primaryType: string
    }
  | { readonly method: "eth_sendTransaction"; readonly transaction: PageTransaction }

const invalid = () => new FrameRequestRefusedError({ reason: "page.error.invalidParams" })

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const checkAccount = (named: unknown, address: Address) => {
  if (typeof named !== "string" || !isAddress(named, { strict: false })) throw invalid()
  if (!isAddressEqual(named, address)) {
    throw new FrameRequestRefusedError({ reason: "page.error.wrongAccount" })
  }
}

/** A chain id as a request may give it (number, bigint, decimal or 0x text), or undefined. */
const chainIdOf = (value: unknown): number | undefined => {
  if (typeof value === "number" || typeof value === "bigint") return Number(value)
  if (typeof value === "string" && /^(?:\d+|0x[0-9a-fA-F]+)$/.test(value)) return Number(value)
  return undefined
}

// A signature or transaction for another chain than the wallet's is refused, as wallets do:
// the visitor approves what the panel shows for the chain they are on.
const checkChain = (named: unknown, chainId: number | undefined) => {
  if (named === undefined || named === null) return
  if (chainIdOf(named) !== chainId) {
    throw new FrameRequestRefusedError({ reason: "page.error.wrongChain" })
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true })

// Control characters and bidirectional overrides can make a text read as another one (an
// override reverses what follows): such a message is shown as its hex instead.
const isMisleading = (code: number): boolean =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
  code === 0x7f ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069)

const misleading = (text: string): boolean =>
  [...text].some((char) => isMisleading(char.codePointAt(0) ?? 0))

/**
 * A personal_sign message as the visitor reads it: its UTF-8 text when it is some and holds no
 * character that would disguise it, else the hex.
 */
export const shownMessage = (message: string): string => {
  if (!isHex(message)) return misleading(message) ? stringToHex(message) : message
  try {
    const text = utf8.decode(hexToBytes(message))
    return misleading(text) ? message : text
  } catch {
    return message
  }
}

const readTypedData = (value: unknown): TypedDataDefinition => {
  let parsed: unknown = value
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value)
    } catch {
      throw invalid()
    }
  }
  if (
    !isRecord(parsed) ||
    !isRecord(parsed.types) ||
    typeof parsed.primaryType !== "string" ||
    !isRecord(parsed.message) ||
    (parsed.domain !== undefined && !isRecord(parsed.domain))
  ) {
    throw invalid()
  }
  // viem checks the types and the message against each other when it signs.
  return parsed as unknown as TypedDataDefinition
}

const optionalHex = (value: unknown): Hex | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value !== "string" || !isHex(value)) throw invalid()
  return value
}

const readTransaction = (value: unknown, address: Address): PageTransaction => {
  if (!isRecord(value)) throw invalid()
  if (value.from !== undefined) checkAccount(value.from, address)
  const { to } = value
  if (to !== undefined && to !== null && (typeof to !== "string" || !isAddress(to))) {
    throw invalid()
  }
  const data = optionalHex(value.data ?? value.input)
  const gas = optionalHex(value.gas)
  return {
    ...(typeof to === "string" ? { to } : {}),
    value: toTransactionValue(value.value ?? 0),
    ...(data === undefined ? {} : { data }),
    ...(gas === undefined ? {} : { gas: BigInt(gas) }),
  }
}

/**
 * Reads an unsafe request's params for the account `address`: personal_sign's
 * `[message, address]`, eth_signTypedData_v4's `[address, typedData]` (JSON text or object),
 * eth_sendTransaction's `[transaction]`. Refused (invalidParams) when they are not such,
 * (wrongAccount) when they name another account, and (wrongChain) another chain than `chainId`; `undefined` for a method the page does not sign.
 */
export const readUnsafeRequest = (
  method: string,
  params: unknown,
  address: Address,
  chainId: number | undefined,
): UnsafeRequest | undefined => {
  if (
    method !== "personal_sign" &&
    method !== "eth_signTypedData_v4" &&
    method !== "eth_sendTransaction"
  ) {
    return undefined
  }
  if (!Array.isArray(params)) throw invalid()
  switch (method) {
    case "personal_sign": {
      const [message, account] = params
      if (typeof message !== "string") throw invalid()
      checkAccount(account, address)
      return {
        method,
        message: isHex(message) ? { raw: message } : message,
        shown: shownMessage(message),
      }
    }
    case "eth_signTypedData_v4": {
      const [account, data] = params
      checkAccount(account, address)
      const typedData = readTypedData(data)
      checkChain(typedData.domain?.chainId, chainId)
      const name = typedData.domain?.name
      return {
        method,
        typedData,
        domainName: typeof name === "string" ? name : "",
        primaryType: String(typedData.primaryType),
      }
    }
    case "eth_sendTransaction": {
      const [transaction] = params
      if (isRecord(transaction)) checkChain(transaction.chainId, chainId)
      return { method, transaction: readTransaction(transaction, address) }
    }
  }
}

/** What the approval panel shows of a request. */
export const approvalOf = (request: UnsafeRequest): ApprovalRequest => {
  switch (request.method) {
    case "personal_sign":
      return {
        title: "page.approve.signMessage",
        rows: [{ label: "page.approve.message", value: request.shown }],
      }
    case "eth_signTypedData_v4":
      return {
        title: "page.approve.signTypedData",
        rows: [
          { label: "page.approve.domain", value: request.domainName },
          { label: "page.approve.primaryType", value: request.primaryType },
        ],
      }
    case "eth_sendTransaction": {
      const { to, value, data } = request.transaction
      return {
        title: "page.approve.sendTransaction",
        rows: [
          ...(to === undefined ? [] : [{ label: "page.approve.to" as const, value: to }]),
          { label: "page.approve.value", value: formatEther(value) },
          {
            label: "page.approve.data",
            value: {
              id: "page.approve.dataBytes",
              n: data === undefined ? 0 : (data.length - 2) / 2,
            },
          },
        ],
      }
    }
  }
}
