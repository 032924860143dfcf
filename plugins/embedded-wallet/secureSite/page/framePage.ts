import { Option, Result, Schema } from "effect"
import { checkAppMessage } from "../../frame/checkFrameMessage"
import {
  appEvent,
  errorEvent,
  type FrameRequestName,
  frameReadyEvent,
  frameRequestNames,
  successEvent,
} from "../../frame/FrameEvent"
import {
  type FrameErrorPayload,
  type FrameRequestPayload,
  type FrameSuccessPayload,
  framePayloads,
} from "../../frame/FramePayloads"
import { isOriginAllowed } from "../../rpc/isOriginAllowed"
import type { PasskeyCredentials } from "../custody/passkeyPrf"
import { type ArmApproval, makeApprovalPanel } from "./approvalPanel"
import { FrameRequestRefusedError } from "./FrameRequestRefusedError"
import { frameUserOf, makePageAccount } from "./pageAccount"
import {
  chainAfterSwitch,
  type PageChain,
  type ParentLocation,
  parentOriginOf,
  readPageConfig,
} from "./pageConfig"
import { makeEmailUpdateHandlers } from "./pageEmailUpdate"
import { makeFarcasterHandlers } from "./pageFarcaster"
import { DeviceShareMissingError, makePageKeys, type PageStorage } from "./pageKeys"
import { framePageText, type PageMessages } from "./pageMessages"
import {
  browserPasskeyCeremonies,
  makePagePasskeys,
  type PagePasskeys,
  type PasskeyCeremonies,
} from "./pagePasskey"
import { makePasskeyApi, type PasskeyApi } from "./pagePasskeyApi"
import { makePageRpc } from "./pageRpc"
import { makeSocialHandlers } from "./pageSocial"
import { pageStorageOf } from "./pageStorage"
import { type PageLocale, pageLocaleFor } from "./pageTranslations"
import { makePasskeyPanel } from "./passkeyPanel"
import { makeSiteApi, refusalNumbers, type SiteApi, SiteApiRequestError } from "./siteApi"

/** What the frame page uses of its window (a real one in the browser, a fake in tests). */
export interface FramePageWindow {
  readonly parent: { readonly postMessage: (message: unknown, targetOrigin: string) => void }
  readonly location: ParentLocation & {
    readonly origin: string
    readonly search: string
    readonly reload: () => void
  }
  readonly document: Document
  readonly localStorage: PageStorage
  readonly navigator: {
    readonly languages: ReadonlyArray<string>
    /** WebAuthn, for the recovery passkey; absent where the browser has none. */
    readonly credentials?: PasskeyCredentials
  }
  readonly fetch: typeof globalThis.fetch
  readonly addEventListener: (type: "message", listener: (event: FrameMessageEvent) => void) => void
  readonly removeEventListener: (
    type: "message",
    listener: (event: FrameMessageEvent) => void,
  ) => void
}

/** What the page reads of a message event. */
export interface FrameMessageEvent {
  readonly data: unknown
  readonly origin: string
  readonly source: unknown
}

/** How to start the frame page; every part defaults to the browser's own. */
export interface FramePageOptions {
  readonly window?: FramePageWindow
  /** The site's API (default: fetch on the page's own origin). */
  readonly api?: SiteApi
  /**
   * Where the session and the device share are kept (default: the window's localStorage, or
   * memory where the browser blocks a third-party frame's storage: `pageStorageOf`).
   */
  readonly storage?: PageStorage
  /** The site's passkey routes (default: fetch on the page's own origin). */
  readonly passkeyApi?: PasskeyApi
  /** The WebAuthn ceremonies (default: the window's `navigator.credentials`, when it has one). */
  readonly passkeyCeremonies?: PasskeyCeremonies
  /** When a shown approval's Approve is enabled (default: after `approveArmingDelayMs`). */
  readonly armApproval?: ArmApproval
}

/** A started frame page. */
export interface FramePage {
  /** The embedding page's origin, when it is one the site allows; else the page answers no one. */
  readonly parentOrigin: string | undefined
  /** The dApp's data from its latest SYNC_DAPP_DATA. */
  readonly dappData: () => FrameRequestPayload<"SYNC_DAPP_DATA"> | undefined
  /** Stops answering messages. */
  readonly stop: () => void
}

type Handlers = {
  readonly [Name in FrameRequestName]?: (
    payload: FrameRequestPayload<Name>,
  ) => Promise<FrameSuccessPayload<Name>>
}

/** Why a handler failed, machine-readable, and the numbers its text names (see FrameErrorPayload). */
const replyReason = (error: unknown): Omit<typeof FrameErrorPayload.Type, "message"> => {
  if (error instanceof FrameRequestRefusedError) return { reason: error.reason }
  if (error instanceof DeviceShareMissingError) return { reason: "page.error.deviceShareMissing" }
  if (error instanceof SiteApiRequestError) {
    return { reason: error.reason, ...refusalNumbers(error) }
  }
  return {}
}

/** The reply text of a failed request: the page's catalogue for its own refusals, else the cause's words. */
const replyMessage = (messages: PageMessages, error: unknown): string => {
  if (error instanceof FrameRequestRefusedError) return framePageText(messages, error.reason)
  if (error instanceof DeviceShareMissingError) {
    return framePageText(messages, "page.error.deviceShareMissing")
  }
  if (error instanceof Error) {
    // viem's errors carry a one-line summary beside their long, multi-line message.
    const short = "shortMessage" in error ? error.shortMessage : undefined
    const text = typeof short === "string" && short !== "" ? short : error.message
    if (text !== "") return text
  }
  return framePageText(messages, "page.error.frameError")
}

const showUnverifiedDomain = (document: Document, messages: PageMessages) => {
  const main = document.createElement("main")
  const title = document.createElement("h1")
  title.textContent = framePageText(messages, "page.unverifiedDomain")
  const detail = document.createElement("p")
  detail.textContent = framePageText(messages, "page.unverifiedDomainDetail")
  main.append(title, detail)
  document.body.replaceChildren(main)
}

/**
 * Starts the secure site's frame page: reads its config (the site's allowed origins, the
 * frame URL's query of spec 7), checks the embedding page's origin (APKT005 'Unverified Domain'
 * in the page's body, and no answer to anyone, when it is not allowed), posts the ready event to
 * it, then answers the app's requests from it alone: the parent window, from its origin, with a
 * known event and a well-formed payload. Replies go to that origin only, never "*".
 */
export const startFramePage = (options: FramePageOptions = {}): FramePage => {
  const win: FramePageWindow = options.window ?? window
  const { document, location } = win
  // The browser's language until the kit names its own (SYNC_DAPP_DATA's `locale`).
  let locale = pageLocaleFor(win.navigator.languages)
  const speak = (next: PageLocale) => {
    locale = next
    document.documentElement.lang = next.lang
    if (next.rtl) document.documentElement.dir = "rtl"
    else document.documentElement.removeAttribute("dir")
  }
  speak(locale)
  const messages = () => locale.messages
  const config = readPageConfig(document, location.search)
  const candidate = parentOriginOf(location, document.referrer)
  if (candidate === undefined || !isOriginAllowed(candidate, config.allowedOrigins)) {
    showUnverifiedDomain(document, messages())
    return { parentOrigin: undefined, dappData: () => undefined, stop: () => undefined }
  }
  const parentOrigin = candidate
  const storage = options.storage ?? pageStorageOf(win)
  const api = options.api ?? makeSiteApi({ origin: location.origin, fetch: win.fetch.bind(win) })
  const { credentials } = win.navigator
  const passkeys: PagePasskeys = makePagePasskeys({
    api,
    passkeyApi:
      options.passkeyApi ?? makePasskeyApi({ origin: location.origin, fetch: win.fetch.bind(win) }),
    storage,
    panel: makePasskeyPanel(document, messages),
    ceremonies:
      options.passkeyCeremonies ??
      (credentials === undefined ? undefined : browserPasskeyCeremonies(credentials)),
    rpId: new URL(location.origin).hostname,
  })
  const account = makePageAccount(api, storage, makePageKeys(api, storage, passkeys.recovery))
  const panel = makeApprovalPanel(document, messages, options.armApproval)
  let chain: PageChain = { chainId: config.chainId, rpcUrl: config.rpcUrl }
  const rpc = makePageRpc({ account, panel, chain: () => chain, fetch: win.fetch.bind(win) })
  let dappData: FrameRequestPayload<"SYNC_DAPP_DATA"> | undefined

  const post = (message: unknown) => win.parent.postMessage(message, parentOrigin)
  const currentChainId = () => {
    if (chain.chainId === undefined)
      throw new FrameRequestRefusedError({ reason: "page.error.unsupportedChain" })
    return chain.chainId
  }

  const handlers: Handlers = {
    CONNECT_EMAIL: async ({ email }) => ({ action: (await account.connectEmail(email)).action }),
    CONNECT_OTP: async ({ otp }) => {
      await account.connectOtp(otp)
      const step = passkeys.due()
      return step === undefined ? undefined : { passkey: step }
    },
    IS_CONNECTED: async () => ({ isConnected: await account.isConnected() }),
    GET_USER: async ({ showsFrame }) => {
      // Opening the wallet (a reload opens it here) may make a passkey step due: run it first.
      const user = await account.current()
      await passkeys.settle(showsFrame === true).catch(async (error: unknown) => {
        // No key share for this browser: the session opens nothing here, so it ends.
        await account.signOut().catch(() => undefined)
        throw error
      })
      return frameUserOf(user, currentChainId())
    },
    SIGN_OUT: async () => {
      passkeys.drop()
      await account.signOut()
      return undefined
    },
    GET_CHAIN_ID: async () => ({ chainId: currentChainId() }),
    SWITCH_NETWORK: async ({ chainId }) => {
      chain = chainAfterSwitch(chain, chainId)
      return { chainId: currentChainId() }
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => ({ smartAccountEnabledNetworks: [] }),
    SYNC_THEME: async (theme) => {
      panel.applyTheme(theme)
      return undefined
    },
    SYNC_DAPP_DATA: async (data) => {
      dappData = data
      // The kit's language wins over the browser's: the visitor may have picked it on the page.
      if (data.locale !== undefined) speak(pageLocaleFor([data.locale]))
      return undefined
    },
    RPC_REQUEST: (request) => rpc.request(request),
    ...makeEmailUpdateHandlers(api, account),
    ...makeSocialHandlers({
      siteOrigin: location.origin,
      parentOrigin,
      api,
      account,
      chainId: currentChainId,
      passkeyDue: passkeys.due,
    }),
    ...makeFarcasterHandlers({
      api,
      account,
      chainId: currentChainId,
      passkeyDue: passkeys.due,
    }),
    // Answered before the page reloads (below): the reply would not survive the reload.
    RELOAD: async () => undefined,
    RPC_ABORT: async () => {
      rpc.abort()
      return undefined
    },
  }

  const answer = async <Name extends FrameRequestName>(
    name: Name,
    id: string,
    payload: unknown,
  ) => {
    const reply = (type: string, replyPayload: unknown) =>
      post({ type, id, ...(replyPayload === undefined ? {} : { payload: replyPayload }) })
    const refuse = (error: unknown) =>
      reply(errorEvent(name), {
        message: replyMessage(messages(), error),
        ...replyReason(error),
      } satisfies typeof FrameErrorPayload.Type)
    const decoded = Schema.decodeUnknownResult(framePayloads[name].request)(payload)
    if (Result.isFailure(decoded)) {
      refuse(new FrameRequestRefusedError({ reason: "page.error.invalidPayload" }))
      return
    }
    const handler: Handlers[Name] = handlers[name]
    if (handler === undefined) {
      refuse(new FrameRequestRefusedError({ reason: "page.error.notSupported" }))
      return
    }
    try {
      reply(successEvent(name), await handler(decoded.success as FrameRequestPayload<Name>))
    } catch (error) {
      refuse(error)
      return
    }
    if (name === "RELOAD") location.reload()
  }

  const onMessage = (event: FrameMessageEvent) => {
    if (event.source !== win.parent || event.origin !== parentOrigin) return
    const checked = checkAppMessage(event.data)
    if (Result.isFailure(checked)) {
      if (config.enableLogger) console.warn(checked.failure.message)
      return
    }
    if (Option.isNone(checked.success)) return
    const { type, id, payload } = checked.success.value
    const name = frameRequestNames.find((candidate) => appEvent(candidate) === type)
    if (name !== undefined) void answer(name, id, payload)
  }

  win.addEventListener("message", onMessage)
  post({ type: frameReadyEvent })
  return {
    parentOrigin,
    dappData: () => dappData,
    stop: () => win.removeEventListener("message", onMessage),
  }
}
