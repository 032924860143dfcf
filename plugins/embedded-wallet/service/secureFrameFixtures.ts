// The embedded wallet's kernel tests' set-up (not part of the plugin): a page whose secure
// frame is a stand-in that answers like the secure site's frame page, from a script the test
// can change, and a kernel listing the plugin on that page.
import { Effect, Result } from "effect"
import {
  type FoyerOptions,
  makeKernel,
  memoryBackend,
  Storage,
  type StorageBackend,
} from "../../../core"
import type { LocalServer } from "../../../test/localServer"
import { frameHostEnvironmentKey } from "../connector/authBridge"
import type { FrameArea } from "../EmbeddedWallet"
import type { AppMessage } from "../frame/checkFrameMessage"
import {
  appEventKey,
  type FrameRequestName,
  frameEventKey,
  frameReadyEvent,
} from "../frame/FrameEvent"
import type { FrameHost, FrameWindow, ReceivedMessage } from "../frame/FrameHost"
import type { FrameUser } from "../frame/FramePayloads"
import { embeddedWallet } from "../index"
import { isSafeRpcMethod } from "../rpc/isSafeRpcMethod"

/** The secure site's origin in these tests, and its frame page. */
export const secureOrigin = "https://secure.example"
export const secureSiteUrl = `${secureOrigin}/frame`

/** The signed-in user the stand-in reports. */
export const frameUser: FrameUser = {
  email: "ada@example.com",
  address: "0x52908400098527886E0F7030069857D2E4169EE7",
  chainId: 1,
  accounts: [{ address: "0x52908400098527886E0F7030069857D2E4169EE7", type: "eoa" }],
  userName: null,
  preferredAccountType: "eoa",
  smartAccountDeployed: false,
}

/** The one-time code the stand-in accepts. */
export const goodCode = "123456"

/** How the stand-in answers one request: its success payload, an error reply, or not yet. */
export type FrameAnswer =
  | { readonly succeed: unknown }
  | { readonly fail: string }
  | { readonly hold: true }

/** A request the frame received. */
export interface ReceivedRequest {
  readonly name: FrameRequestName
  readonly id: string
  readonly payload: unknown
}

/** A page whose secure frame answers like the secure site's. */
export interface ScriptedFrame {
  readonly host: FrameHost
  /** The src of each frame mounted. */
  readonly mounted: ReadonlyArray<string>
  /** Every request, in order. */
  readonly requests: ReadonlyArray<ReceivedRequest>
  /** The names of the requests, in order, without the frame's own start-up ones. */
  readonly asked: () => ReadonlyArray<FrameRequestName>
  /** Whether a visitor is signed in on the secure site. */
  signedIn: boolean
  /** Answers for the test to choose, by request name, before the default ones. */
  readonly script: Map<FrameRequestName, (payload: unknown) => FrameAnswer>
  /** Answers a held request. */
  readonly reply: (request: ReceivedRequest, answer: FrameAnswer) => void
  /** The held requests. */
  readonly held: () => ReadonlyArray<ReceivedRequest>
  /** Where the frame shows, or undefined while hidden. */
  readonly shown: () => { readonly area: FrameArea; readonly title: string } | undefined
}

const startUp: ReadonlyArray<FrameRequestName> = [
  "SYNC_DAPP_DATA",
  "GET_SMART_ACCOUNT_ENABLED_NETWORKS",
]

/** Makes a page whose secure frame answers like the secure site's frame page. */
export const makeScriptedFrame = (): ScriptedFrame => {
  const listeners = new Set<(message: ReceivedMessage) => void>()
  const mounted: Array<string> = []
  const requests: Array<ReceivedRequest> = []
  const held: Array<ReceivedRequest> = []
  let removed = false
  let shown: { readonly area: FrameArea; readonly title: string } | undefined
  const deliver = (data: unknown) => {
    // A reply arrives in a later task, as a postMessage does.
    setTimeout(() => {
      for (const listener of [...listeners])
        listener({ origin: secureOrigin, source: window, data })
    }, 0)
  }
  const reply = (request: ReceivedRequest, answer: FrameAnswer) => {
    if ("hold" in answer) {
      held.push(request)
      return
    }
    const index = held.indexOf(request)
    if (index >= 0) held.splice(index, 1)
    const base = `${frameEventKey}${request.name}`
    deliver(
      "succeed" in answer
        ? {
            type: `${base}_SUCCESS`,
            id: request.id,
            ...(answer.succeed === undefined ? {} : { payload: answer.succeed }),
          }
        : { type: `${base}_ERROR`, id: request.id, payload: { message: answer.fail } },
    )
  }
  const frame: ScriptedFrame = {
    host: {
      mount: (src) => {
        mounted.push(src)
        removed = false
        deliver({ type: frameReadyEvent })
        return Result.succeed({
          window: () => (removed ? null : window),
          show: (area, title) => {
            shown = { area, title }
          },
          hide: () => {
            shown = undefined
          },
          remove: () => {
            removed = true
          },
        })
      },
      onMessage: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    mounted,
    requests,
    asked: () => requests.map((request) => request.name).filter((name) => !startUp.includes(name)),
    signedIn: false,
    script: new Map(),
    reply,
    held: () => [...held],
    shown: () => shown,
  }
  const defaultAnswer = (name: FrameRequestName, payload: unknown): FrameAnswer => {
    switch (name) {
      case "GET_SMART_ACCOUNT_ENABLED_NETWORKS":
        return { succeed: { smartAccountEnabledNetworks: [] } }
      case "CONNECT_EMAIL":
        return { succeed: { action: "VERIFY_OTP" } }
      case "CONNECT_OTP": {
        const ok = (payload as { readonly otp?: unknown } | undefined)?.otp === goodCode
        if (ok) frame.signedIn = true
        return ok ? { succeed: undefined } : { fail: "Invalid code" }
      }
      case "IS_CONNECTED":
        return { succeed: { isConnected: frame.signedIn } }
      case "GET_USER":
        return frame.signedIn ? { succeed: frameUser } : { fail: "Not signed in" }
      case "SIGN_OUT":
        frame.signedIn = false
        return { succeed: undefined }
      case "SWITCH_NETWORK":
        return { succeed: payload }
      case "RPC_REQUEST": {
        const method = (payload as { readonly method?: unknown } | undefined)?.method
        // A not-safe method waits for the visitor's Approve or Reject in the frame.
        if (!isSafeRpcMethod(method)) return { hold: true }
        if (method === "eth_getBalance") return { succeed: "0x0" }
        if (method === "eth_blockNumber") return { succeed: "0x1" }
        return { fail: `The stand-in does not answer ${String(method)}` }
      }
      default:
        return { succeed: undefined }
    }
  }
  const window: FrameWindow = {
    postMessage: (message) => {
      const { type, id, payload } = message as AppMessage
      const name = type.slice(appEventKey.length) as FrameRequestName
      const request: ReceivedRequest = { name, id: id ?? "", payload }
      requests.push(request)
      reply(request, (frame.script.get(name) ?? ((p) => defaultAnswer(name, p)))(payload))
    },
  }
  return frame
}

/** The kit a test starts: the plugin on two EVM networks, the scripted frame, shared storage. */
export const startEmbeddedWalletKernel = (options: {
  readonly api: LocalServer
  readonly frame: ScriptedFrame
  readonly backend?: StorageBackend
  readonly features?: FoyerOptions["features"]
}) =>
  Effect.runPromise(
    makeKernel(
      {
        projectId: "demo",
        networks: ["eip155:1", "eip155:10"],
        endpoints: {
          apiUrl: options.api.url,
          rpcUrl: options.api.url,
          analyticsUrl: options.api.url,
        },
        ...(options.features === undefined ? {} : { features: options.features }),
        plugins: [embeddedWallet({ secureSiteUrl })],
      },
      {
        storage: Storage.layer(options.backend ?? memoryBackend()),
        [frameHostEnvironmentKey]: options.frame.host,
      },
    ),
  )
