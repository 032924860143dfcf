// One-click authentication (wc_sessionAuthenticate, with its fallback proposal on the same
// pairing) against the sandbox WalletConnect wallet, with and without the wallet's support for
// it. A real sandbox (relay, RPC proxy, anvil devnets) and, on the dApp side, a sign client
// (@walletconnect/sign-client 2.21.8) in this process, whose authenticate() sends both.
// After every test, no fetch has gone anywhere but 127.0.0.1.
import type { AuthTypes } from "@walletconnect/types"
import { formatMessage, getDidAddress } from "@walletconnect/utils"
import { type Address, verifyMessage } from "viem"
import { describe, expect, it } from "vitest"
import type { WalletConnectWalletOptions } from "./createWalletConnectWallet"
import { signIn, testDappPeer, walletConnectWalletTestSetup } from "./walletConnectWalletTestSetup"

const projectId = "wc-wallet-authenticate-test"
const setup = walletConnectWalletTestSetup({ projectId, accounts: 2 })

type Cacao = AuthTypes.Cacao

const start = async (extra: Partial<WalletConnectWalletOptions> = {}) => {
  const { wallet, dapp } = await setup.start(extra)
  return { wallet, dapp, authenticate: dapp.authenticate }
}

/** The sign-in message the CACAO's signature is over, rebuilt from the CACAO itself. */
const signedMessage = (cacao: Cacao) => formatMessage(cacao.p, cacao.p.iss)

/**
 * The message `signIn` asks `address` to sign on eip155:31337, line by line, with the
 * statement as sign-client writes it (a ReCap appends to it), the CACAO's time and `resources`.
 */
const expectedSignInMessage = (
  address: Address,
  statement: string,
  cacao: Cacao,
  resources: ReadonlyArray<string>,
) =>
  [
    "app.test wants you to sign in with your Ethereum account:",
    address,
    "",
    statement,
    "",
    "URI: https://app.test/",
    "Version: 1",
    "Chain ID: 31337",
    "Nonce: abcdefgh12345678",
    `Issued At: ${cacao.p.iat}`,
    ...(resources.length === 0 ? [] : ["Resources:", ...resources.map((each) => `- ${each}`)]),
  ].join("\n")

/** Whether the CACAO's EIP-191 signature over `message` is `address`'s. */
const signedBy = (address: Address, message: string, cacao: Cacao) =>
  verifyMessage({ address, message, signature: cacao.s.s as `0x${string}` })

const settled = <T>(promise: Promise<T>) => {
  const state = { settled: false }
  promise.then(
    () => {
      state.settled = true
    },
    () => {
      state.settled = true
    },
  )
  return state
}

/** The pairing URI without the methods it announces, as a wallet gets it from a careless link. */
const withoutMethods = (uri: string) => uri.replace(/&methods=[^&]*/, "")

/**
 * The pairing URI announcing both messages, as Foyer's dApp client writes it
 * (`methods=wc_sessionPropose,wc_sessionAuthenticate`).
 */
const withBothMethods = (uri: string) =>
  uri.replace(/&methods=[^&]*/, "&methods=wc_sessionPropose,wc_sessionAuthenticate")

describe("one-click authentication (wc_sessionAuthenticate)", () => {
  it("with the approve policy, authenticate resolves with a session on the wallet's account and one CACAO whose EIP-191 signature verifies over the sign-in message", async () => {
    const { wallet, authenticate } = await start({ policy: { sessions: "approve" } })
    const { uri, result } = await authenticate(signIn)
    const { pairingTopic } = await wallet.pair(uri)
    const { session, auths } = await result
    const address = wallet.address

    expect(session?.namespaces).toEqual({
      eip155: {
        chains: ["eip155:31337"],
        accounts: [`eip155:31337:${address}`],
        methods: ["personal_sign"],
        events: ["chainChanged", "accountsChanged"],
      },
    })
    expect(auths).toHaveLength(1)
    const cacao = auths![0]!
    expect(cacao.p.iss).toBe(`did:pkh:eip155:31337:${address}`)
    expect(cacao.s.t).toBe("eip191")
    const message = signedMessage(cacao)
    expect(message).toBe(
      expectedSignInMessage(
        address,
        "Sign in I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'.",
        cacao,
        [cacao.p.resources![0]!],
      ),
    )
    expect(await signedBy(getDidAddress(cacao.p.iss) as Address, message, cacao)).toBe(true)
    // The signature is the offered account's, not just any valid one.
    expect(address).toBe(setup.sandbox().devnets[0].accounts[0]!.address)

    expect(wallet.sessions).toEqual([
      {
        topic: session!.topic,
        pairingTopic,
        peer: testDappPeer,
        chains: ["eip155:31337"],
        accounts: [`eip155:31337:${address}`],
        expiry: expect.any(Number),
      },
    ])
    expect(await wallet.waitForSession(pairingTopic)).toEqual(wallet.sessions[0])
    expect([wallet.authentications, wallet.proposals, wallet.errors]).toEqual([[], [], []])
  })

  it("sign-client hides the fallback proposal: the pairing announces wc_sessionAuthenticate, which the wallet listens to", async () => {
    const { wallet, authenticate } = await start({ policy: { sessions: "manual" } })
    const { uri } = await authenticate(signIn)
    expect(new URL(uri).searchParams.get("methods")).toBe("wc_sessionAuthenticate")
    const { pairingTopic } = await wallet.pair(uri)
    expect(wallet.client.core.pairing.pairings.get(pairingTopic).methods).toEqual([
      "wc_sessionAuthenticate",
    ])
    await wallet.nextAuthentication()
    expect(wallet.proposals).toEqual([])
  })

  it("with the manual policy, the authentication waits until approveAuthentication()", async () => {
    const { wallet, authenticate } = await start({ policy: { sessions: "manual" } })
    const { uri, result } = await authenticate(signIn)
    const outcome = settled(result)
    const { pairingTopic } = await wallet.pair(uri)
    const pending = await wallet.nextAuthentication()
    expect(pending).toEqual({
      id: expect.any(Number),
      pairingTopic,
      peer: testDappPeer,
      domain: "app.test",
      uri: "https://app.test/",
      statement: "Sign in",
      nonce: "abcdefgh12345678",
      chains: ["eip155:31337"],
      expiresAt: expect.any(Number),
    })
    expect(pending.expiresAt).toBeGreaterThan(Date.now())
    expect([wallet.authentications, wallet.sessions, outcome.settled]).toEqual([
      [pending],
      [],
      false,
    ])

    const approved = await wallet.approveAuthentication()
    const { session, auths } = await result
    expect(approved.auths).toEqual(auths)
    expect(approved.session).toEqual(wallet.sessions[0])
    expect(approved.session?.topic).toBe(session?.topic)
    expect(wallet.authentications).toEqual([])
  })

  it("with the reject policy, authenticate rejects with USER_REJECTED's message and no session is made", async () => {
    const { wallet, authenticate } = await start({ policy: { sessions: "reject" } })
    const { uri, result } = await authenticate(signIn)
    await wallet.pair(uri)
    // sign-client rejects authenticate() with the error's message, not the error.
    await expect(result).rejects.toBe("User rejected.")
    expect([wallet.authentications, wallet.sessions, wallet.errors]).toEqual([[], [], []])
  })

  it("rejectAuthentication() refuses a pending authentication", async () => {
    const { wallet, authenticate } = await start()
    const { uri, result } = await authenticate(signIn)
    await wallet.pair(uri)
    await wallet.nextAuthentication()
    await wallet.rejectAuthentication()
    await expect(result).rejects.toBe("User rejected.")
    expect([wallet.authentications, wallet.sessions]).toEqual([[], []])
  })

  it("signs only for the requested chains it supports: eip155:1 and eip155:31338 asked, one CACAO for 31338", async () => {
    const { wallet, authenticate } = await start({ policy: { sessions: "approve" } })
    const { uri, result } = await authenticate({ ...signIn, chains: ["eip155:1", "eip155:31338"] })
    await wallet.pair(uri)
    const { session, auths } = await result
    expect(auths?.map((cacao) => cacao.p.iss)).toEqual([`did:pkh:eip155:31338:${wallet.address}`])
    expect(signedMessage(auths![0]!)).toContain("\nChain ID: 31338\n")
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31338:${wallet.address}`])
  })

  it("an authentication for chains the wallet lacks is refused with UNSUPPORTED_CHAINS under the approve policy", async () => {
    const { wallet, authenticate } = await start({ policy: { sessions: "approve" } })
    const { uri, result } = await authenticate({ ...signIn, chains: ["eip155:1"] })
    await wallet.pair(uri)
    await expect(result).rejects.toBe("Unsupported chains.")
    expect(wallet.errors).toEqual([expect.stringMatching(/^Approving authentication \d+: /)])
  })

  it("without methods the CACAO is signed but sign-client settles no session (it takes the session's methods from the ReCap)", async () => {
    const { wallet, authenticate } = await start({ policy: { sessions: "manual" } })
    const { methods: _, ...withoutRecap } = signIn
    const { uri, result } = await authenticate(withoutRecap)
    await wallet.pair(uri)
    await wallet.nextAuthentication()
    const approved = await wallet.approveAuthentication()
    const { session, auths } = await result
    expect([session, approved.session, wallet.sessions]).toEqual([undefined, undefined, []])
    expect(auths?.map((cacao) => cacao.p.iss)).toEqual([`did:pkh:eip155:31337:${wallet.address}`])
    expect(signedMessage(auths![0]!)).toContain("\n\nSign in\n\n")
  })

  it.each([
    ["without methods", withoutMethods],
    ["announcing wc_sessionPropose too (as Foyer's dApp client writes it)", withBothMethods],
  ])(
    "one session per pairing: from a URI %s both messages arrive, the fallback proposal is dropped unanswered and the authentication makes the session",
    async (_, rewrite) => {
      const { wallet, authenticate } = await start({ policy: { sessions: "manual" } })
      const { uri, result } = await authenticate(signIn)
      // sign-client emits the proposal (from a pairing that announces it, or no methods) before
      // or after session_authenticate, as the relay delivers them; the wallet's own listener ran
      // first when this one runs.
      const proposalArrived = new Promise((resolve) =>
        wallet.client.once("session_proposal", resolve),
      )
      const { pairingTopic } = await wallet.pair(rewrite(uri))
      await wallet.nextAuthentication()
      expect(wallet.proposals).toEqual([])
      await wallet.approveAuthentication()
      const { session } = await result
      await proposalArrived
      expect([wallet.proposals, wallet.authentications]).toEqual([[], []])
      expect(wallet.sessions.map((each) => [each.topic, each.pairingTopic])).toEqual([
        [session?.topic, pairingTopic],
      ])
    },
  )
})

describe("a wallet without one-click auth (oneClickAuth: false)", () => {
  it("sign-client hands it the fallback proposal (the pairing announces wc_sessionAuthenticate alone); approving it resolves the dApp's authenticate() with the session and no CACAO", async () => {
    const { wallet, authenticate } = await start({ oneClickAuth: false })
    expect(wallet.oneClickAuth).toBe(false)
    // What sign-client looks at to hide the fallback proposal.
    expect(wallet.client.events.listenerCount("session_authenticate")).toBe(0)
    const { uri, result } = await authenticate(signIn)
    const outcome = settled(result)
    expect(new URL(uri).searchParams.get("methods")).toBe("wc_sessionAuthenticate")
    const { pairingTopic } = await wallet.pair(uri)
    const proposal = await wallet.nextProposal()
    expect(proposal).toEqual({
      id: expect.any(Number),
      pairingTopic,
      peer: testDappPeer,
      chains: ["eip155:31337"],
      expiresAt: expect.any(Number),
    })
    expect([wallet.authentications, outcome.settled]).toEqual([[], false])

    const approved = await wallet.approveSession()
    const { session, auths } = await result
    expect([session.topic, auths]).toEqual([approved.topic, undefined])
    // The fallback proposal asks for personal_sign and the sign-in's methods; the wallet
    // offers what it has on the chains asked for.
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${wallet.address}`])
    expect([wallet.sessions, wallet.authentications, wallet.errors]).toEqual([[approved], [], []])
  })

  it("from Foyer's URI (methods=wc_sessionPropose,wc_sessionAuthenticate) the approve policy approves the proposal alone", async () => {
    const { wallet, authenticate } = await start({
      oneClickAuth: false,
      policy: { sessions: "approve" },
    })
    const { uri, result } = await authenticate(signIn)
    const { pairingTopic } = await wallet.pair(withBothMethods(uri))
    const { session, auths } = await result
    expect(auths).toBeUndefined()
    expect(wallet.sessions.map((each) => [each.topic, each.pairingTopic])).toEqual([
      [session.topic, pairingTopic],
    ])
    expect([wallet.authentications, wallet.proposals, wallet.errors]).toEqual([[], [], []])
  })

  it("setOneClickAuth switches it on a running wallet for what arrives next", async () => {
    const { wallet, authenticate } = await start({ policy: { sessions: "manual" } })
    expect(wallet.oneClickAuth).toBe(true)
    wallet.setOneClickAuth(false)
    const first = await authenticate(signIn)
    const { pairingTopic } = await wallet.pair(first.uri)
    expect((await wallet.nextProposal()).pairingTopic).toBe(pairingTopic)
    expect(wallet.authentications).toEqual([])
    await wallet.rejectSession()

    wallet.setOneClickAuth(true)
    expect(wallet.oneClickAuth).toBe(true)
    const second = await authenticate(signIn)
    const paired = await wallet.pair(second.uri)
    expect((await wallet.nextAuthentication()).pairingTopic).toBe(paired.pairingTopic)
    expect(wallet.proposals).toEqual([])
  })
})
