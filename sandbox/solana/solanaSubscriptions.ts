// Solana's PubSub over WebSocket, on the devnet's own port: what @solana/kit's confirmation
// (sendAndConfirmTransactionFactory, airdropFactory) and wallets' balance watchers subscribe
// to: signatureSubscribe, slotSubscribe and accountSubscribe, with their unsubscribes.
import type { IncomingMessage } from "node:http"
import type { Duplex } from "node:stream"
import type { Address } from "@solana/kit"
import { type WebSocket, WebSocketServer } from "ws"
import { answerCall } from "./answerJsonRpc"
import { encodeAccount, readAccountView } from "./encodeAccount"
import { invalidParam } from "./SolanaRpcError"
import type { SolanaRpcMethod } from "./SolanaRpcMethod"
import type { SeededSolanaDevnet } from "./seededSolanaDevnet"
import { toJsonText } from "./solanaJson"
import { checkReadConfig, readAddress, readConfig, readSignature, readU64 } from "./solanaRpcParams"
import type { LandedTransaction } from "./TransactionHistory"

/** The largest frame a client may send: subscription calls are small. */
const maxFrameBytes = 64 * 1024

/** The devnet's WebSocket endpoint. */
export interface SolanaSubscriptions {
  /** Takes over an HTTP upgrade request of the devnet's server. */
  readonly upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => void
  /** Closes every socket and stops listening to the ledger. */
  readonly stop: () => Promise<void>
}

type Subscription =
  | { readonly kind: "signature"; readonly signature: string }
  | { readonly kind: "slot" }
  | {
      readonly kind: "account"
      readonly address: Address
      readonly view: ReturnType<typeof readAccountView>
    }

const kinds = ["signature", "slot", "account"] as const

/** Starts serving subscriptions to `devnet`'s ledger. */
export const makeSolanaSubscriptions = (devnet: SeededSolanaDevnet): SolanaSubscriptions => {
  const { ledger } = devnet
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes })
  const connections = new Map<WebSocket, Map<number, Subscription>>()
  let nextId = 1

  const notify = (socket: WebSocket, method: string, subscription: number, result: unknown) =>
    socket.send(toJsonText({ jsonrpc: "2.0", method, params: { result, subscription } }))

  const signatureResult = (landed: LandedTransaction) => ({
    context: { slot: landed.slot },
    value: { err: landed.outcome.err },
  })

  const stopListening = ledger.onLanded((landed) => {
    const touched = new Set(landed.accountKeys.filter((_, index) => landed.writable[index]))
    for (const [socket, subscriptions] of connections) {
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === "signature" && subscription.signature === landed.signature) {
          // A signature subscription ends with its one notification, as on Solana.
          subscriptions.delete(id)
          notify(socket, "signatureNotification", id, signatureResult(landed))
        } else if (subscription.kind === "slot") {
          const root = landed.slot
          notify(socket, "slotNotification", id, {
            parent: landed.slot - 1n,
            root,
            slot: landed.slot,
          })
        } else if (subscription.kind === "account" && touched.has(subscription.address)) {
          const account = ledger.account(subscription.address)
          const value =
            account === undefined
              ? null
              : encodeAccount(account, subscription.view, ledger.decimalsOf)
          notify(socket, "accountNotification", id, { context: { slot: landed.slot }, value })
        }
      }
    }
  })

  /** The subscription methods of one connection; `after` runs once the answer is sent. */
  const methodsFor = (
    subscriptions: Map<number, Subscription>,
    after: Array<() => void>,
    socket: WebSocket,
  ): Readonly<Record<string, SolanaRpcMethod>> => {
    const subscribe = (subscription: Subscription) => {
      const id = nextId++
      subscriptions.set(id, subscription)
      return id
    }
    const unsubscribe =
      (kind: Subscription["kind"]): SolanaRpcMethod =>
      ([id]) => {
        const number = Number(readU64(id, "the subscription id"))
        if (subscriptions.get(number)?.kind !== kind) throw invalidParam("Invalid subscription id.")
        subscriptions.delete(number)
        return true
      }
    const methods: Record<string, SolanaRpcMethod> = {
      signatureSubscribe: ([signature, config]) => {
        const id = readSignature(signature, "the signature")
        checkReadConfig(readConfig(config), ledger.head().slot)
        const subscriptionId = subscribe({ kind: "signature", signature: id })
        const landed = ledger.history.get(id)
        // Already landed: notified at once, right after the subscription's id.
        if (landed !== undefined) {
          after.push(() => {
            subscriptions.delete(subscriptionId)
            notify(socket, "signatureNotification", subscriptionId, signatureResult(landed))
          })
        }
        return subscriptionId
      },
      slotSubscribe: () => subscribe({ kind: "slot" }),
      accountSubscribe: ([address, config]) => {
        const at = readAddress(address, "the account address")
        const options = readConfig(config)
        checkReadConfig(options, ledger.head().slot)
        const view = readAccountView(options, "binary")
        return subscribe({ kind: "account", address: at, view })
      },
    }
    for (const kind of kinds) methods[`${kind}Unsubscribe`] = unsubscribe(kind)
    return methods
  }

  const serve = (socket: WebSocket) => {
    const subscriptions = new Map<number, Subscription>()
    connections.set(socket, subscriptions)
    socket.on("message", (data: Buffer, isBinary: boolean) => {
      if (isBinary) return socket.close(1003, "Send JSON-RPC in text frames")
      let call: unknown
      try {
        call = JSON.parse(data.toString("utf8"))
      } catch {
        return socket.send(
          toJsonText({ jsonrpc: "2.0", error: { code: -32700, message: "Parse error" }, id: null }),
        )
      }
      const after: Array<() => void> = []
      const answer = Array.isArray(call)
        ? {
            jsonrpc: "2.0",
            error: { code: -32600, message: "Invalid request: send one call per message" },
            id: null,
          }
        : answerCall(call, devnet, methodsFor(subscriptions, after, socket))
      if (answer !== undefined) socket.send(toJsonText(answer))
      for (const run of after) run()
    })
    socket.on("close", () => connections.delete(socket))
    socket.on("error", () => undefined)
  }

  return {
    upgrade: (request, socket, head) => {
      socket.on("error", () => socket.destroy())
      wss.handleUpgrade(request, socket, head, serve)
    },
    stop: async () => {
      stopListening()
      const closing = [...connections.keys()].map(
        (socket) => new Promise<void>((resolve) => socket.once("close", () => resolve())),
      )
      for (const socket of connections.keys()) socket.terminate()
      await Promise.all(closing)
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}
