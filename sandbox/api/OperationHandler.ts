import type { OperationId } from "../../core/api/generated/operations"
import type { ErrorReason } from "../../core/api/generated/schemas"
import type { AllowedDomains } from "./AllowedDomains"
import type { AnalyticsInbox } from "./AnalyticsInbox"
import type { ServedBitcoinChain } from "./bitcoin/SandboxBitcoinChain"
import type { RequestBodyOf, ResponseBodyOf } from "./contractSchemas"
import type { NameRegistry } from "./NameRegistry"
import type { ServedDevnet } from "./SandboxDevnet"
import type { SiwxSessionRegistry } from "./SiwxSessionRegistry"
import type { ServedSolanaDevnet } from "./solana/SandboxSolanaDevnet"

/** What every handler may use: the devnets (EVM, Solana, Bitcoin), the name and sign-in registries, the analytics inbox. */
export interface SandboxContext {
  /** The sandbox's own origin, `http://127.0.0.1:<port>`, for absolute URLs it hands out. */
  readonly origin: string
  readonly devnets: ReadonlyArray<ServedDevnet>
  /** The devnet of a CAIP-2 id, if the sandbox serves it. */
  readonly devnet: (caipNetworkId: string) => ServedDevnet | undefined
  /** The Solana devnets (balances, history and the JSON-RPC proxy serve them too). */
  readonly solanaDevnets: ReadonlyArray<ServedSolanaDevnet>
  /** The Solana devnet of a CAIP-2 id (`solana:<ref>`), if the sandbox serves it. */
  readonly solanaDevnet: (caipNetworkId: string) => ServedSolanaDevnet | undefined
  /** The Bitcoin chains (balances, history and the supported chains list them). */
  readonly bitcoinChains: ReadonlyArray<ServedBitcoinChain>
  /** The Bitcoin chain of a CAIP-2 id (`bip122:<ref>`), if the sandbox serves it. */
  readonly bitcoinChain: (caipNetworkId: string) => ServedBitcoinChain | undefined
  readonly names: NameRegistry
  /** The sign-in (SIWX) sessions and the nonces issued for them. */
  readonly siwx: SiwxSessionRegistry
  /** The domains the project's pages are on: a sign-in message for another is refused. */
  readonly allowedDomains: AllowedDomains
  /** The server's clock (injectable, so time rules such as a registration's 10 s are testable). */
  readonly now: () => Date
  /** How many transactions one page of history holds. */
  readonly historyPageSize: number
  readonly inbox: AnalyticsInbox
  /** Whether this answer reports the project's plan over its usage limit (the `usageLimitExceeded` fault). */
  readonly usageLimitExceeded: boolean
}

/** A contract request, already routed and checked (query parameters, decoded body). */
export interface OperationRequest<K extends OperationId> {
  readonly operationId: K
  /** The path parameters, decoded. */
  readonly params: Readonly<Record<string, string>>
  readonly query: URLSearchParams
  /** The request body, decoded with the operation's generated `<OperationId>Body`. */
  readonly body: RequestBodyOf<K>
}

/** A 200 with the operation's JSON body (validated against the contract before it is sent). */
export interface OkReply<B> {
  readonly _tag: "Ok"
  readonly body: B
}

/** A success without a body (204). */
export interface NoContentReply {
  readonly _tag: "NoContent"
}

/** An error status with the shared error body's reasons. */
export interface FailedReply {
  readonly _tag: "Failed"
  readonly status: number
  readonly reasons: ReadonlyArray<ErrorReason>
}

/** What a handler answers: its JSON body when the contract gives one, else no content. */
export type OperationReply<K extends OperationId> =
  | (ResponseBodyOf<K> extends undefined ? NoContentReply : OkReply<ResponseBodyOf<K>>)
  | FailedReply

/** Serves one contract operation. */
export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  context: SandboxContext,
) => Promise<OperationReply<K>>

/** A handler for each operation of `Ids`. */
export type OperationHandlers<Ids extends OperationId = OperationId> = {
  readonly [K in Ids]: OperationHandler<K>
}

/** A failed reply with one reason, e.g. `failed(400, "address", "Invalid address: x")`. */
export const failed = (status: number, field: string, description: string): FailedReply => ({
  _tag: "Failed",
  status,
  reasons: [{ field, description }],
})
