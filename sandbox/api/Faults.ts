import { Schema } from "effect"

/** How the sandbox misbehaves for one request (fault injection, issue 3). */
export type Fault =
  /** Answer with this status and the shared error body; Retry-After (seconds) when given. */
  | { readonly kind: "status"; readonly status: number; readonly retryAfterSeconds?: number }
  /** Hold the request this long (at most `maxFaultDelayMs`) before answering normally. */
  | { readonly kind: "delay"; readonly delayMs: number }
  /** Answer 200 with a body that does not match the contract. */
  | { readonly kind: "malformed" }
  /**
   * Answer normally, but with the project's plan over its usage limit (spec 2: the kit then
   * shows UsageExceeded instead of a connecting view). Only for an answer that carries the plan
   * (`usageFaultOperations`).
   */
  | { readonly kind: "usageLimitExceeded" }

/** A fault armed for the next `count` requests of one operation. */
export interface ArmedFault {
  readonly operationId: string
  readonly count: number
  readonly fault: Fault
}

/** The faults armed on a sandbox server and the requests it has counted. */
export interface Faults {
  /** Arms a fault for the next `count` requests of an operation (after earlier ones run out). */
  readonly arm: (armed: ArmedFault) => void
  /** Takes the fault for this request of the operation, if one is armed; counts the request. */
  readonly take: (operationId: string) => Fault | undefined
  /** How many requests each operation has received since the last reset. */
  readonly counts: () => Readonly<Record<string, number>>
  /** Clears armed faults and counts. */
  readonly reset: () => void
}

/** Makes an empty fault registry. */
export const makeFaults = (): Faults => {
  let queue: Array<{ operationId: string; remaining: number; fault: Fault }> = []
  let counts: Record<string, number> = {}
  return {
    arm: ({ operationId, count, fault }) => {
      if (!Number.isInteger(count) || count < 1)
        throw new Error("count must be a whole number of at least 1")
      queue.push({ operationId, remaining: count, fault })
    },
    take: (operationId) => {
      counts[operationId] = (counts[operationId] ?? 0) + 1
      const entry = queue.find((q) => q.operationId === operationId)
      if (entry === undefined) return undefined
      entry.remaining -= 1
      if (entry.remaining === 0) queue = queue.filter((q) => q !== entry)
      return entry.fault
    },
    counts: () => ({ ...counts }),
    reset: () => {
      queue = []
      counts = {}
    },
  }
}

/** The operations whose answer carries the project's plan, where `usageLimitExceeded` applies. */
export const usageFaultOperations: ReadonlySet<string> = new Set(["getSupportedChains"])

/** The operation id under which the JSON-RPC proxy (`POST /v1/`) is counted and faulted. */
export const rpcOperationId = "rpc"

/**
 * The longest delay a fault may hold a request, in ms: 2^31-1, the most Node's `setTimeout`
 * waits; it fires a longer one at once, which would turn "hold forever" into "answer now".
 */
export const maxFaultDelayMs = 2 ** 31 - 1

/** The decoder of a `Fault` (the admin route's `fault` field). */
export const FaultSchema = Schema.Union([
  Schema.Struct({
    kind: Schema.Literal("status"),
    status: Schema.Int.check(Schema.isGreaterThanOrEqualTo(400), Schema.isLessThanOrEqualTo(599)),
    retryAfterSeconds: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  }),
  Schema.Struct({
    kind: Schema.Literal("delay"),
    delayMs: Schema.Int.check(
      Schema.isGreaterThanOrEqualTo(0),
      Schema.isLessThanOrEqualTo(maxFaultDelayMs),
    ),
  }),
  Schema.Struct({ kind: Schema.Literal("malformed") }),
  Schema.Struct({ kind: Schema.Literal("usageLimitExceeded") }),
])

/** The decoder of an `ArmedFault` (the body of `POST /__sandbox/faults`). */
export const ArmedFaultSchema = Schema.Struct({
  operationId: Schema.String,
  count: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  fault: FaultSchema,
})
