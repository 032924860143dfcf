import { Effect, Layer, Logger, Schema } from "effect"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { type CaipNetworkId, ProviderApi } from "../../core"
import { startLocalServer } from "../../test/localServer"
import { makeManualClock } from "../../test/ManualClock"
import { providerApiFor } from "../../test/providerApi"
import {
  failApiCall as failure,
  sandboxApiHarness,
  succeedApiCall as succeed,
} from "../../test/sandboxApiHarness"
import { siwxServerApi } from "./api/siwxServerApi"
import { eip155Messenger } from "./message/eip155/eip155Messenger"
import type { SiwxMessageFields } from "./message/SiwxMessageFields"
import type { SiwxPage } from "./SiwxFlowShape"
import { SiwxPluginOptions } from "./SiwxPluginOptions"
import {
  siwxServerSessionStoreLayer,
  siwxServerSessionStoreLayerFor,
} from "./SiwxServerSessionStore"
import { SiwxSessionStore } from "./SiwxSessionStore"
import type { SiwxSignIn } from "./SiwxSignIn"
import { siwxSessionStoreLayer } from "./siwxSessionStoreLayer"

// The sandbox's clock and the kit's start at the same instant; tests move the kit's.
const startMs = Date.parse("2026-03-01T12:00:00.000Z")
// The messages are the page's at dapp.example, which the project allows.
const harness = sandboxApiHarness({
  projectId: "foyer-test",
  // One project, two sites: the sessions of each are the other's to ignore (issue 30 M2).
  allowedDomains: ["dapp.example", "other.example"],
  now: () => new Date(startMs),
})

/** The page the kit runs in: its sign-ins are for dapp.example. */
const page: SiwxPage = { host: "dapp.example", href: "https://dapp.example/" }

/** The server-backed store over the sandbox for the kit on `on`, its manual clock at `startMs`. */
const makeStore = (on: SiwxPage = page) => {
  const { api, clock } = harness.makeApi()
  clock.advance(startMs - clock.currentTimeMillisUnsafe())
  const store = Effect.runSync(
    Effect.provide(
      Effect.service(SiwxSessionStore),
      siwxServerSessionStoreLayerFor(() => on).pipe(Layer.provide(Layer.succeed(ProviderApi, api))),
    ),
  )
  return { store, server: siwxServerApi(api), clock }
}

const messenger = eip155Messenger()

/**
 * A sign-in of a fresh EOA on `chainId` with `nonce`, written by the plugin's own messenger and
 * signed with a viem local account.
 */
const signIn = async (
  nonce: string,
  options: {
    readonly chainId?: CaipNetworkId
    readonly expirationTime?: string
    readonly statement?: string
    /** The page signed in to (default dapp.example's). */
    readonly page?: SiwxPage
    /** Rewrites the text before it is signed. */
    readonly rewrite?: (message: string) => string
  } = {},
): Promise<SiwxSignIn> => {
  const signer = privateKeyToAccount(generatePrivateKey())
  const fields: SiwxMessageFields = {
    accountAddress: signer.address,
    chainId: options.chainId ?? (harness.devnetId() as CaipNetworkId),
    domain: (options.page ?? page).host,
    uri: (options.page ?? page).href,
    version: "1",
    nonce,
    issuedAt: new Date(startMs).toISOString(),
    ...(options.expirationTime === undefined ? {} : { expirationTime: options.expirationTime }),
    ...(options.statement === undefined ? {} : { statement: options.statement }),
  }
  const written = await Effect.runPromise(messenger.createMessage(fields))
  const message = options.rewrite?.(written) ?? written
  return { fields, message, signature: await signer.signMessage({ message }) }
}

const otherDevnetId = () => `eip155:${harness.sandbox().devnets[1].chainId}` as CaipNetworkId

describe("the server-backed sign-in session store against the sandbox over real HTTP", () => {
  it("issueNonce asks the server for a nonce, and issuedNonce gives the last one issued", async () => {
    const { store, clock } = makeStore()
    expect(await succeed(clock, store.issuedNonce)).toBeUndefined()
    const first = await succeed(clock, store.issueNonce)
    expect(first).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(await succeed(clock, store.issuedNonce)).toBe(first)
    const second = await succeed(clock, store.issueNonce)
    expect(second).not.toBe(first)
    expect(await succeed(clock, store.issuedNonce)).toBe(second)
  })

  it("a session added is given for its address and network only, with the message's fields, until revoked", async () => {
    const { store, clock } = makeStore()
    const session = await signIn(await succeed(clock, store.issueNonce))
    const { chainId, accountAddress } = session.fields
    await succeed(clock, store.addSession(session))
    expect(await succeed(clock, store.getSessions(chainId, accountAddress))).toEqual([session])
    expect(await succeed(clock, store.getSessions(chainId, accountAddress.toLowerCase()))).toEqual([
      session,
    ])
    expect(await succeed(clock, store.getSessions(otherDevnetId(), accountAddress))).toEqual([])
    expect(await succeed(clock, store.getSessions(chainId, harness.alice()))).toEqual([])
    await succeed(clock, store.revokeSession(chainId, accountAddress))
    expect(await succeed(clock, store.getSessions(chainId, accountAddress))).toEqual([])
  })

  it("only the sessions of this page's domain are given: a sign-in to the project's other site is not this page's (issue 30 M2)", async () => {
    const otherSite: SiwxPage = { host: "other.example", href: "https://other.example/app" }
    const here = makeStore()
    const there = makeStore(otherSite)
    const signer = privateKeyToAccount(generatePrivateKey())
    const chainId = harness.devnetId() as CaipNetworkId
    // One account signs in on both sites, on the same network.
    const signInOf = async (on: SiwxPage, store: typeof here) => {
      const fields: SiwxMessageFields = {
        accountAddress: signer.address,
        chainId,
        domain: on.host,
        uri: on.href,
        version: "1",
        nonce: await succeed(store.clock, store.store.issueNonce),
        issuedAt: new Date(startMs).toISOString(),
      }
      const message = await Effect.runPromise(messenger.createMessage(fields))
      return { fields, message, signature: await signer.signMessage({ message }) }
    }
    const onOther = await signInOf(otherSite, there)
    await succeed(there.clock, there.store.addSession(onOther))
    expect(await succeed(here.clock, here.store.getSessions(chainId, signer.address))).toEqual([])
    expect(await succeed(there.clock, there.store.getSessions(chainId, signer.address))).toEqual([
      onOther,
    ])
    const onThis = await signInOf(page, here)
    await succeed(here.clock, here.store.addSession(onThis))
    expect(
      await succeed(here.clock, here.server.listSessions(signer.address, chainId)),
    ).toHaveLength(2)
    expect(await succeed(here.clock, here.store.getSessions(chainId, signer.address))).toEqual([
      onThis,
    ])
  })

  it("a reused nonce is refused by the server: addSession fails with SiwxSessionStoreError naming the operation", async () => {
    const { store, clock } = makeStore()
    const session = await signIn(await succeed(clock, store.issueNonce))
    await succeed(clock, store.addSession(session))
    const { error, retryDelays } = await failure(clock, store.addSession(session))
    expect(retryDelays).toEqual([])
    expect(error).toMatchObject({
      _tag: "SiwxSessionStoreError",
      operation: "addSession",
      cause: { _tag: "SiwxServerRefusedError", operation: "createSession", status: 401 },
    })
    expect(error.message).toBe(
      `The sign-in sessions could not be reached (addSession): Nonce already used: ${session.fields.nonce}`,
    )
  })

  it("a nonce the server did not issue is refused: addSession fails", async () => {
    const { store, clock } = makeStore()
    const { error } = await failure(clock, store.addSession(await signIn("neverIssued42")))
    expect(error.message).toBe(
      "The sign-in sessions could not be reached (addSession): Unknown nonce: neverIssued42 was not issued by this server",
    )
  })

  it("an expired session is not given, though the server (on its own clock) still lists it", async () => {
    const { store, server, clock } = makeStore()
    const expirationTime = new Date(startMs + 60_000).toISOString()
    const session = await signIn(await succeed(clock, store.issueNonce), { expirationTime })
    const { chainId, accountAddress } = session.fields
    await succeed(clock, store.addSession(session))
    clock.advance(59_999)
    expect(await succeed(clock, store.getSessions(chainId, accountAddress))).toEqual([session])
    clock.advance(1)
    expect(await succeed(clock, store.getSessions(chainId, accountAddress))).toEqual([])
    expect(await succeed(clock, server.listSessions(accountAddress, chainId))).toHaveLength(1)
  })

  it("a message the plugin cannot parse is refused by the sandbox too: it reads with the kit's parser (issue 30 L10)", async () => {
    const { store, server, clock } = makeStore()
    // EIP-4361 allows no '<' in a statement; viem's parser, which the sandbox used, took it.
    const unreadable = await signIn(await succeed(clock, store.issueNonce), {
      statement: "Sign in",
      rewrite: (message) => message.replace("\nSign in\n", "\nSign <in>\n"),
    })
    const { chainId, accountAddress } = unreadable.fields
    const { error } = await failure(clock, store.addSession(unreadable))
    expect(error.message).toBe(
      "The sign-in sessions could not be reached (addSession): Invalid sign-in message (line 4): the statement must be one line of RFC 3986 reserved or unreserved characters and spaces",
    )
    expect(await succeed(clock, server.listSessions(accountAddress, chainId))).toEqual([])
  })

  it("of what another server lists, a message the plugin cannot parse is skipped and logged, and one for another scheme or domain is not this page's", async () => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const chainId = harness.devnetId() as CaipNetworkId
    const messageFor = (scheme: string | undefined, domain = page.host) =>
      Effect.runSync(
        messenger.createMessage({
          accountAddress: signer.address,
          chainId,
          domain,
          ...(scheme === undefined ? {} : { scheme }),
          uri: page.href,
          version: "1",
          nonce: "abcdEFGH1234",
          issuedAt: new Date(startMs).toISOString(),
        }),
      )
    const listedAs = (id: string, message: string) => ({
      id,
      address: signer.address,
      caipNetworkId: chainId,
      message,
      signature: "0x01",
      issuedAt: new Date(startMs).toISOString(),
    })
    const listed = [
      listedAs("session-1", "Sign <in>"),
      listedAs("javascript", messageFor("javascript")),
      listedAs("other-domain", messageFor(undefined, "evil.example")),
      listedAs("https", messageFor("HTTPS")),
      listedAs("plain", messageFor(undefined)),
    ]
    const other = await startLocalServer((_request, response) => {
      response.setHeader("content-type", "application/json")
      response.end(JSON.stringify(listed))
    })
    try {
      const clock = makeManualClock(startMs)
      const store = Effect.runSync(
        Effect.provide(
          Effect.service(SiwxSessionStore),
          siwxServerSessionStoreLayerFor(() => page).pipe(
            Layer.provide(
              Layer.succeed(
                ProviderApi,
                providerApiFor({ url: other.url, activeNetwork: chainId }),
              ),
            ),
          ),
        ),
      )
      const logged: Array<string> = []
      const logger = Logger.make(({ message }) => {
        logged.push((message as ReadonlyArray<unknown>).map(String).join(" "))
      })
      const given = store
        .getSessions(chainId, signer.address)
        .pipe(Effect.provide(Logger.layer([logger])))
      expect((await succeed(clock, given)).map((signIn) => signIn.message)).toEqual([
        messageFor("HTTPS"),
        messageFor(undefined),
      ])
      expect(logged).toEqual([
        "siwx: the server's session session-1 is skipped, its message does not parse: Invalid sign-in message (line 1): the first line must end with 'wants you to sign in with your Ethereum account:'",
      ])
    } finally {
      await other.close()
    }
  })

  it("every server failure is a SiwxSessionStoreError with the operation and the cause", async () => {
    const { store, clock } = makeStore()
    const { error } = await failure(
      clock,
      store.getSessions(harness.devnetId() as CaipNetworkId, "alice"),
    )
    expect(error).toMatchObject({
      _tag: "SiwxSessionStoreError",
      operation: "getSessions",
      cause: { _tag: "SiwxServerRefusedError", operation: "listSessions", status: 400 },
    })
    expect(error.message).toBe(
      "The sign-in sessions could not be reached (getSessions): Invalid address: alice",
    )
    const revoke = await failure(clock, store.revokeSession("mainnet" as CaipNetworkId, "0xabc"))
    expect(revoke.error).toMatchObject({ operation: "revokeSession" })
  })
})

describe("the storage option", () => {
  const decode = Schema.decodeUnknownSync(SiwxPluginOptions)

  it("is 'local' by default and accepts 'server'", () => {
    expect(decode({}).storage).toBe("local")
    expect(decode({ storage: "server" }).storage).toBe("server")
  })

  it("refuses an unknown store", () => {
    expect(() => decode({ storage: "cloud" })).toThrow(/storage/)
  })

  it("siwxSessionStoreLayer gives the page's storage for 'local' and the server for 'server'", () => {
    expect(siwxSessionStoreLayer(decode({}))).toBe(SiwxSessionStore.layerLocal)
    expect(siwxSessionStoreLayer(decode({ storage: "server" }))).toBe(siwxServerSessionStoreLayer)
  })
})
