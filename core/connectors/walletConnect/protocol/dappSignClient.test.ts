// Foyer's dApp-side sign client against an independent implementation of the protocol: the
// sandbox's WalletConnect wallet (a sign client from @walletconnect), through the sandbox relay.
import { Duration, Effect, Exit, Fiber, Result, Scope } from "effect"
import { TestClock } from "effect/testing"
import type { Hex } from "viem"
import { describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { defaultWalletConnectWalletMetadata } from "../../../../sandbox/walletConnectWallet/createWalletConnectWallet"
import { walletConnectWalletTestSetup } from "../../../../sandbox/walletConnectWallet/walletConnectWalletTestSetup"
import { type DappSignClient, openDappSignClient } from "./dappSignClient"
import { deriveSymKey, generateKeyPair, topicOf } from "./envelopeCrypto"
import { parsePairingUri } from "./pairingUri"
import { generateRelayClientKey, generateRelaySessionId } from "./relayAuth"
import type { PeerMetadata, SessionChange } from "./SignSession"
import { inTestScope } from "./scopeTestHarness"
import { signedBy } from "./signatureTestHarness"
import { openSignChannel, type SignRequest } from "./signChannel"
import { SessionRequestExpiredError } from "./signClientErrors"

const { sandbox, start } = walletConnectWalletTestSetup({
  projectId: "dapp-sign-client-test",
  accounts: 1,
})

const metadata: PeerMetadata = {
  name: "Foyer's own client",
  description: "The dApp side, written from the specification",
  url: "http://127.0.0.1",
  icons: [],
}

const optionalNamespaces = {
  eip155: {
    chains: ["eip155:31337", "eip155:31338"],
    methods: ["personal_sign", "eth_sendTransaction", "wallet_switchEthereumChain"],
    events: ["chainChanged", "accountsChanged"],
  },
}

const relayOptions = () => ({
  relayUrl: sandbox().urls.relay,
  projectId: "dapp-sign-client-test",
  key: generateRelayClientKey(),
  sessionId: generateRelaySessionId(),
  WebSocket: WebSocket as never,
})

const openClient = (onSessionChange?: (change: SessionChange) => void): Promise<DappSignClient> =>
  inTestScope(
    openDappSignClient({
      ...relayOptions(),
      ...(onSessionChange === undefined ? {} : { onSessionChange }),
    }),
  )

/** A client with a session the sandbox wallet approved, and the changes it has seen. */
const connected = async (namespaces = optionalNamespaces) => {
  const { wallet } = await start({ policy: { sessions: "approve", requests: "manual" } })
  const changes: Array<SessionChange> = []
  const client = await openClient((change) => changes.push(change))
  const pending = await Effect.runPromise(
    client.propose({ metadata, optionalNamespaces: namespaces }),
  )
  await wallet.pair(pending.uri)
  const session = await Effect.runPromise(pending.settled)
  return { wallet, client, session, changes }
}

/** personal_sign of `message` by `address` on the first devnet, with an optional lifetime. */
const personalSign = (
  client: DappSignClient,
  topic: string,
  message: Hex,
  address: Hex,
  lifetime?: Duration.Duration,
) =>
  client.request(topic, {
    chainId: "eip155:31337",
    method: "personal_sign",
    params: [message, address],
    ...(lifetime === undefined ? {} : { lifetime }),
  })

/** The last message the sandbox relay accepted on `topic`. */
const lastPublishedOn = (topic: string) =>
  sandbox()
    .relay.published()
    .filter((m) => m.topic === topic)
    .at(-1)

describe("the dApp's sign client with a @walletconnect wallet (session-proposal.md)", () => {
  it("its pairing URI is one the wallet pairs with; the wallet approves, and the settled session holds the wallet's accounts and metadata", async () => {
    const { wallet } = await start({ policy: { sessions: "approve" } })
    const client = await openClient()
    const pending = await Effect.runPromise(client.propose({ metadata, optionalNamespaces }))
    const uri = parsePairingUri(pending.uri)
    expect(Result.isSuccess(uri) && uri.success.topic).toBe(pending.pairingTopic)
    await wallet.pair(pending.uri)
    const session = await Effect.runPromise(pending.settled)
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${wallet.address}`,
      `eip155:31338:${wallet.address}`,
    ])
    expect(session.peer.metadata.name).toBe(defaultWalletConnectWalletMetadata.name)
    expect(wallet.sessions.map((s) => [s.topic, s.peer.name])).toEqual([
      [session.topic, metadata.name],
    ])
    expect(session.expiry * 1000).toBeGreaterThan(Date.now())
  })

  it("a wallet that rejects the proposal fails it with the wallet's code and message", async () => {
    const { wallet } = await start({ policy: { sessions: "reject" } })
    const client = await openClient()
    const pending = await Effect.runPromise(client.propose({ metadata, optionalNamespaces }))
    await wallet.pair(pending.uri)
    const failure = await Effect.runPromise(Effect.flip(pending.settled))
    expect(failure).toMatchObject({
      _tag: "SessionProposalRejectedError",
      code: 5000,
      reason: "User rejected.",
    })
  })

  it("a settlement it cannot use (an account outside its namespace) is answered with INVALID_SESSION_SETTLE_REQUEST (1005) and fails the proposal", async () => {
    const client = await openClient()
    const pending = await Effect.runPromise(client.propose({ metadata, optionalNamespaces }))
    const pairing = parsePairingUri(pending.uri)
    if (Result.isFailure(pairing)) throw new Error(pairing.failure)
    // A misbehaving wallet, made of this client's own channel.
    const walletKey = generateKeyPair()
    const proposals: Array<SignRequest> = []
    const wallet = await inTestScope(
      openSignChannel({
        ...relayOptions(),
        onRequest: (request) =>
          Effect.sync(() => {
            proposals.push(request)
            return {
              result: { relay: { protocol: "irn" }, responderPublicKey: walletKey.publicKey },
            }
          }),
      }),
    )
    await Effect.runPromise(wallet.follow(pairing.success.topic, pairing.success.symKey))
    await expect.poll(() => proposals.map((p) => p.method)).toEqual(["wc_sessionPropose"])
    const [proposal] = proposals
    if (proposal === undefined) throw new Error("no proposal")
    const { proposer } = proposal.params as { proposer: { publicKey: string } }
    const symKey = deriveSymKey(walletKey.privateKey, proposer.publicKey)
    await Effect.runPromise(wallet.follow(topicOf(symKey), symKey))
    const answer = await Effect.runPromise(
      wallet.request(topicOf(symKey), "wc_sessionSettle", {
        relay: { protocol: "irn" },
        controller: { publicKey: walletKey.publicKey, metadata },
        namespaces: {
          eip155: {
            accounts: ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc"],
            methods: [],
            events: [],
          },
        },
        expiry: Math.floor(Date.now() / 1000) + 604_800,
      }),
    )
    const reason =
      "account solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc is not a eip155 CAIP-10 account"
    expect(answer).toEqual({
      error: { code: 1005, message: `The wallet's session settlement is invalid: ${reason}` },
    })
    expect(await Effect.runPromise(Effect.flip(pending.settled))).toMatchObject({
      _tag: "SessionSettlementInvalidError",
      reason,
    })
  })

  it("the pairing lives five minutes (its URI's expiryTimestamp): with no wallet by then, the proposal fails as expired", async () => {
    const client = await openClient()
    const outcome = await Effect.runPromise(
      Effect.gen(function* () {
        const pending = yield* client.propose({ metadata, optionalNamespaces })
        // The test clock starts at 0: the URI says 300 s.
        expect(pending.uri).toContain("expiryTimestamp=300")
        yield* Effect.promise(() =>
          expect
            .poll(() =>
              sandbox()
                .relay.published()
                .filter((m) => m.topic === pending.pairingTopic),
            )
            .toHaveLength(1),
        )
        const settled = yield* Effect.forkChild(Effect.flip(pending.settled))
        yield* TestClock.adjust("299 seconds")
        const early = settled.pollUnsafe()
        yield* TestClock.adjust("1 second")
        return { early, failure: yield* Fiber.join(settled) }
      }).pipe(Effect.provide(TestClock.layer())),
    )
    expect(outcome.early).toBeUndefined()
    expect(outcome.failure).toMatchObject({
      _tag: "SessionProposalExpiredError",
      expiryTimestamp: 300,
    })
  })

  it("a session request reaches the wallet with its chain, and its answer comes back: personal_sign signed by the account", async () => {
    const { wallet, client, session } = await connected()
    const message = "0x48656c6c6f"
    const signing = Effect.runPromise(personalSign(client, session.topic, message, wallet.address))
    const request = await wallet.nextRequest()
    expect([request.chainId, request.method, request.params]).toEqual([
      "eip155:31337",
      "personal_sign",
      [message, wallet.address],
    ])
    await wallet.approveRequest(request.id)
    expect(await signedBy(wallet.address, { raw: message }, await signing)).toBe(true)
  })

  it("a request the visitor refuses in the wallet fails with EIP-1193 4001", async () => {
    const { wallet, client, session } = await connected()
    const signing = Effect.runPromise(
      Effect.flip(personalSign(client, session.topic, "0x00", wallet.address)),
    )
    await wallet.rejectRequest((await wallet.nextRequest()).id)
    expect(await signing).toMatchObject({
      _tag: "SessionRequestFailedError",
      method: "personal_sign",
      code: 4001,
    })
  })

  it("a switch to a chain the session lacks arrives as the wallet's update (the new account), then its chainChanged event; a ping reaches the wallet", async () => {
    const oneChain = { eip155: { ...optionalNamespaces.eip155, chains: ["eip155:31337"] } }
    const { wallet, client, session, changes } = await connected(oneChain)
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${wallet.address}`])
    await wallet.switchChain(31338)
    await expect
      .poll(() => changes.map((c) => (c.kind === "event" ? `${c.name} ${c.chainId}` : c.kind)))
      .toEqual(["updated", "chainChanged eip155:31338"])
    expect(client.sessions().get(session.topic)?.namespaces.eip155?.accounts).toContain(
      `eip155:31338:${wallet.address}`,
    )
    await Effect.runPromise(client.ping(session.topic))
  })

  it("a wallet that disconnects ends the session here; a dApp that disconnects ends it in the wallet", async () => {
    const first = await connected()
    await first.wallet.disconnect(first.session.topic)
    await expect
      .poll(() => first.changes.filter((c) => c.kind === "deleted").map((c) => c.topic))
      .toEqual([first.session.topic])
    // The wallet's wc_sessionDelete is answered (1113), though the topic is forgotten here.
    await expect.poll(() => lastPublishedOn(first.session.topic)?.tag).toBe(1113)
    expect(first.client.sessions().size).toBe(0)
    expect(
      await Effect.runPromise(Effect.flip(first.client.ping(first.session.topic))),
    ).toMatchObject({ _tag: "NoSessionError" })

    const second = await connected()
    await Effect.runPromise(second.client.disconnect(second.session.topic))
    await expect.poll(() => second.wallet.sessions.length).toBe(0)
    expect(second.client.sessions().size).toBe(0)
  })

  it("a reload restores the session from the store: the new page's client holds it and its requests reach the wallet", async () => {
    const { wallet } = await start({ policy: { sessions: "approve", requests: "approve" } })
    // What localStorage would hold: JSON text.
    let saved: string | undefined
    const store = {
      load: Effect.sync(() => (saved === undefined ? undefined : JSON.parse(saved))),
      save: (sessions: ReadonlyArray<unknown>) =>
        Effect.sync(() => {
          saved = JSON.stringify(sessions)
        }),
    }
    // The relay key is kept across the reload too (the kit keeps it: the client id is for life).
    const relay = relayOptions()
    const firstScope = Effect.runSync(Scope.make())
    const first = await Effect.runPromise(
      openDappSignClient({ ...relay, store }).pipe(Scope.provide(firstScope)),
    )
    const pending = await Effect.runPromise(first.propose({ metadata, optionalNamespaces }))
    await wallet.pair(pending.uri)
    const session = await Effect.runPromise(pending.settled)
    await Effect.runPromise(Scope.close(firstScope, Exit.void))

    const reloaded = await inTestScope(
      openDappSignClient({ ...relay, sessionId: generateRelaySessionId(), store }),
    )
    expect([...reloaded.sessions().values()]).toEqual([session])
    const message = "0x72656c6f61646564"
    const signature = await Effect.runPromise(
      personalSign(reloaded, session.topic, message, wallet.address),
    )
    expect(await signedBy(wallet.address, { raw: message }, signature)).toBe(true)
  })

  it("a request the wallet never answers fails as expired when its lifetime (kept between 5 minutes and 7 days) ends; the relay keeps it as long", async () => {
    const { wallet, client, session } = await connected()
    const outcome = await Effect.runPromise(
      Effect.gen(function* () {
        const asking = yield* Effect.forkChild(
          // Shorter than the specification allows: 5 minutes it is.
          Effect.flip(
            personalSign(client, session.topic, "0x00", wallet.address, Duration.seconds(30)),
          ),
        )
        yield* Effect.promise(() => wallet.nextRequest())
        yield* TestClock.adjust("299 seconds")
        const early = asking.pollUnsafe()
        yield* TestClock.adjust("1 second")
        return { early, failure: yield* Fiber.join(asking) }
      }).pipe(Effect.provide(TestClock.layer())),
    )
    expect(outcome.early).toBeUndefined()
    // The test clock started at 0: the expiry it gave the wallet is 300 s.
    expect(outcome.failure).toEqual(
      new SessionRequestExpiredError({ method: "personal_sign", expiry: 300 }),
    )
    expect(lastPublishedOn(session.topic)).toMatchObject({ tag: 1108, ttl: 300 })
    const longer = Effect.runFork(
      personalSign(client, session.topic, "0x00", wallet.address, Duration.hours(1)),
    )
    await expect.poll(() => lastPublishedOn(session.topic)?.ttl).toBe(3600)
    await Effect.runPromise(Fiber.interrupt(longer))
  })
})
