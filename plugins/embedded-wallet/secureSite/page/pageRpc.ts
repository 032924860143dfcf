import { type Address, type Hex, isHex, numberToHex } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { isSafeRpcMethod } from "../../rpc/isSafeRpcMethod"
import type { ApprovalPanel, ShownApproval } from "./approvalPanel"
import { FrameRequestRefusedError } from "./FrameRequestRefusedError"
import { fillTransaction, type NodeCall } from "./fillTransaction"
import type { PageAccount } from "./pageAccount"
import type { PageChain } from "./pageConfig"
import {
  approvalOf,
  type PageTransaction,
  readUnsafeRequest,
  type UnsafeRequest,
} from "./readUnsafeRequest"

/** An RPC_REQUEST's payload, as FramePayloads decodes it. */
export interface PageRpcRequest {
  readonly method: string
  readonly params?: unknown
}

/** The page's wallet methods. */
export interface PageRpc {
  /** Answers one wallet request: the method's result, or a refusal. */
  readonly request: (request: PageRpcRequest) => Promise<unknown>
  /** Rejects the approval on screen and those waiting (RPC_ABORT). */
  readonly abort: () => void
}

/** What the page's wallet methods work with. */
export interface PageRpcOptions {
  readonly account: PageAccount
  readonly panel: ApprovalPanel
  readonly chain: () => PageChain
  readonly fetch: typeof globalThis.fetch
}

const refused = (reason: ConstructorParameters<typeof FrameRequestRefusedError>[0]["reason"]) =>
  new FrameRequestRefusedError({ reason })

let rpcIds = 0

/** Sends one JSON-RPC request to `rpcUrl`; its result, or its error's message thrown. */
const proxy = async (
  fetch: typeof globalThis.fetch,
  rpcUrl: string,
  method: string,
  params: unknown,
): Promise<unknown> => {
  if (rpcUrl === "") throw refused("page.error.unsupportedChain")
  rpcIds += 1
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: rpcIds, method, params: params ?? [] }),
  })
  const body: unknown = await response.json().catch(() => undefined)
  if (typeof body === "object" && body !== null) {
    if ("error" in body && typeof body.error === "object" && body.error !== null) {
      const message = "message" in body.error ? body.error.message : undefined
      throw new Error(typeof message === "string" ? message : `HTTP ${response.status}`)
    }
    if ("result" in body) return body.result
  }
  throw new Error(`HTTP ${response.status}`)
}

/**
 * The page's wallet methods (design: the frame proxies safe methods, shows unsafe ones for
 * approval): accounts and chain id from the page's state, safe methods proxied to the chain's
 * RPC URL, personal_sign, eth_signTypedData_v4 and eth_sendTransaction signed after the
 * visitor approves them in the page's panel (one at a time, the rest wait their turn), any other
 * unsafe method refused with 'Requested RPC call is not allowed' (spec 6).
 */
export const makePageRpc = ({ account, panel, chain, fetch }: PageRpcOptions): PageRpc => {
  let queue: Promise<unknown> = Promise.resolve()
  let abortRound = 0
  let shown: { readonly approval: ShownApproval; aborted: boolean } | undefined

  const approve = (show: () => ShownApproval): Promise<void> => {
    const round = abortRound
    const turn = queue.then(async () => {
      if (round !== abortRound) throw refused("page.error.rpcAborted")
      const current = { approval: show(), aborted: false }
      shown = current
      const approved = await current.approval.decision.finally(() => {
        shown = undefined
      })
      if (current.aborted) throw refused("page.error.rpcAborted")
      if (!approved) throw refused("page.error.userRejected")
    })
    queue = turn.catch(() => undefined)
    return turn
  }

  const sendTransaction = async (transaction: PageTransaction, from: Address): Promise<Hex> => {
    const { rpcUrl } = chain()
    const call: NodeCall = (method, params) => proxy(fetch, rpcUrl, method, params)
    // Nonce, gas and fees are read before the key is rebuilt: it lives for the signature only.
    const unsigned = await fillTransaction(call, from, transaction)
    const serialized = await account.withPrivateKey((privateKey) =>
      privateKeyToAccount(privateKey).signTransaction(unsigned),
    )
    const hash = await call("eth_sendRawTransaction", [serialized])
    if (typeof hash !== "string" || !isHex(hash)) {
      throw new Error("The node answered eth_sendRawTransaction with no hash")
    }
    return hash
  }

  const sign = async (request: UnsafeRequest, address: Address): Promise<Hex> => {
    switch (request.method) {
      case "personal_sign":
        return account.withPrivateKey((privateKey) =>
          privateKeyToAccount(privateKey).signMessage({ message: request.message }),
        )
      case "eth_signTypedData_v4":
        return account.withPrivateKey((privateKey) =>
          privateKeyToAccount(privateKey).signTypedData(request.typedData),
        )
      case "eth_sendTransaction":
        return sendTransaction(request.transaction, address)
    }
  }

  return {
    request: async ({ method, params }) => {
      switch (method) {
        case "eth_accounts":
        case "eth_requestAccounts":
          return [(await account.current()).address]
        case "eth_chainId": {
          const { chainId } = chain()
          if (chainId === undefined) throw refused("page.error.unsupportedChain")
          return numberToHex(chainId)
        }
      }
      if (isSafeRpcMethod(method)) return proxy(fetch, chain().rpcUrl, method, params)
      const { address } = await account.current()
      const request = readUnsafeRequest(method, params, address, chain().chainId)
      if (request === undefined) throw refused("page.error.rpcNotAllowed")
      await approve(() => panel.show(approvalOf(request)))
      return sign(request, address)
    },
    abort: () => {
      abortRound += 1
      if (shown !== undefined) {
        shown.aborted = true
        shown.approval.cancel()
      }
    },
  }
}
