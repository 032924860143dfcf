// One-click authentication against the sandbox WalletConnect wallet, both ways sign-client 2.x
// offers it: connect({ authentication }) (a proposal carrying sign-in requests, what the kit
// uses) and the deprecated authenticate() (wc_sessionAuthenticate with a fallback proposal).
// A real sandbox (relay, RPC proxy, anvil devnets) and, on the dApp side, UniversalProvider
// over a sign client in this process.
// After every test, no fetch has gone anywhere but 127.0.0.1.
import type { AuthTypes } from "@walletconnect/types"
import { UniversalProvider } from "@walletconnect/universal-provider"
import { formatMessage, getDidAddress } from "@walletconnect/utils"
import { type Address, verifyMessage } from "viem"
import { describe, expect, it } from "vitest"
import type { WalletConnectWalletOptions } from "./createWalletConnectWallet"
import { signIn, testDappPeer, walletConnectWalletTestSetup } from "./walletConnectWalletTestSetup"

const projectId = "wc-wallet-authenticate-test"
const setup = walletConnectWalletTestSetup({ projectId, accounts: 2 })

type AuthenticateResult = Awaited<
  ReturnType<InstanceType<typeof UniversalProvider>["authenticate"]>
>

type Cacao = NonNullable<AuthenticateResult["auths"]>[number]

const start = async (extra: Partial<WalletConnectWalletOptions> = {}) => {
  const { wallet, dapp } = await setup.start(extra)
  const provider = await UniversalProvider.init({
    client: dapp.client,
    projectId,
    logger: "silent",
  })
  /** Calls authenticate(); resolves once the `wc:` URI is shown, with the result to await. */
  const authenticate = async (params: AuthTypes.SessionAuthenticateParams) => {
    const shown = new Promise<string>((resolve) => provider.once("display_uri", resolve))
    const result = provider.authenticate(params)
    result.catch(() => undefined)
    return { uri: await shown, result }
  }
  return { wallet, dapp, provider, authenticate }
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

  it("one session per pairing: from a URI without methods both messages arrive, the fallback proposal is dropped unanswered and the authentication makes the session", async () => {
    const { wallet, authenticate } = await start({ policy: { sessions: "manual" } })
    const { uri, result } = await authenticate(signIn)
    // sign-client emits the proposal (from a pairing that announces no methods) before or
    // after session_authenticate, as the relay delivers them; the wallet's own listener ran
    // first when this one runs.
    const proposalArrived = new Promise((resolve) =>
      wallet.client.once("session_proposal", resolve),
    )
    const { pairingTopic } = await wallet.pair(withoutMethods(uri))
    await wallet.nextAuthentication()
    expect(wallet.proposals).toEqual([])
    await wallet.approveAuthentication()
    const { session } = await result
    await proposalArrived
    expect([wallet.proposals, wallet.authentications]).toEqual([[], []])
    expect(wallet.sessions.map((each) => [each.topic, each.pairingTopic])).toEqual([
      [session?.topic, pairingTopic],
    ])
  })
})

describe("one-click authentication with the session (connect's authentication)", () => {
  /** A sign-in request as the kit writes it (createWalletConnectConnector's authenticationOf). */
  const authentication = (chains: ReadonlyArray<string>) => ({
    domain: signIn.domain,
    chains: [...chains],
    nonce: signIn.nonce,
    uri: signIn.uri,
    ttl: 300,
    statement: signIn.statement,
  })

  const connect = (
    provider: InstanceType<typeof UniversalProvider>,
    chains: ReadonlyArray<string>,
  ) => {
    const shown = new Promise<string>((resolve) => provider.once("display_uri", resolve))
    const session = provider.connect({
      optionalNamespaces: {
        eip155: { chains: [...chains], methods: ["personal_sign"], events: ["chainChanged"] },
      },
      authentication: [authentication(chains)],
    })
    session.catch(() => undefined)
    return { uri: shown, session }
  }

  it("the proposal shows the sign-in; approving the session signs it, and the dApp's session carries the CACAO, whose signature verifies", async () => {
    const { wallet, provider } = await start({ policy: { sessions: "manual" } })
    const { uri, session } = connect(provider, ["eip155:31337"])
    const { pairingTopic } = await wallet.pair(await uri)
    const proposal = await wallet.nextProposal()
    expect([proposal.pairingTopic, proposal.signIn]).toEqual([
      pairingTopic,
      [
        {
          domain: "app.test",
          uri: "https://app.test/",
          statement: "Sign in",
          nonce: "abcdefgh12345678",
          chains: ["eip155:31337"],
        },
      ],
    ])
    const approved = await wallet.approveSession()
    const settled = await session
    expect(settled?.topic).toBe(approved.topic)
    const cacaos = settled?.authentication ?? []
    expect(cacaos.map((cacao) => cacao.p.iss)).toEqual([`did:pkh:eip155:31337:${wallet.address}`])
    const cacao = cacaos[0]!
    const message = signedMessage(cacao)
    expect(message).toBe(expectedSignInMessage(wallet.address, "Sign in", cacao, []))
    expect(await signedBy(wallet.address, message, cacao)).toBe(true)
    expect(wallet.sessions).toEqual([approved])
  })

  it("under the approve policy it signs one CACAO per requested chain the wallet supports (eip155:1 left out)", async () => {
    const { wallet, provider } = await start({ policy: { sessions: "approve" } })
    const { uri, session } = connect(provider, ["eip155:31337", "eip155:1", "eip155:31338"])
    await wallet.pair(await uri)
    const cacaos = (await session)?.authentication ?? []
    expect(cacaos.map((cacao) => cacao.p.iss)).toEqual([
      `did:pkh:eip155:31337:${wallet.address}`,
      `did:pkh:eip155:31338:${wallet.address}`,
    ])
    expect(cacaos.map((cacao) => /\nChain ID: (\d+)\n/.exec(signedMessage(cacao))?.[1])).toEqual([
      "31337",
      "31338",
    ])
  })

  it("approveSession(id, { signIn: false }) settles the session without a CACAO, as a wallet without one-click auth", async () => {
    const { wallet, provider } = await start({ policy: { sessions: "manual" } })
    const { uri, session } = connect(provider, ["eip155:31337"])
    await wallet.pair(await uri)
    const { id } = await wallet.nextProposal()
    const approved = await wallet.approveSession(id, { signIn: false })
    const settled = await session
    expect([settled?.topic, settled?.authentication]).toEqual([approved.topic, undefined])
  })
})
