// One-click auth (wc_sessionAuthenticate) of Foyer's own dApp client against an independent
// implementation: the sandbox's WalletConnect wallet (a @walletconnect sign client), through
// the sandbox relay; and how the wallet's answer is read, on answers no wallet should send.
import { Effect } from "effect"
import type { Hex } from "viem"
import { describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { walletConnectWalletTestSetup } from "../../../../sandbox/walletConnectWallet/walletConnectWalletTestSetup"
import { cacaoMessage } from "./cacao"
import { type DappSignClient, openDappSignClient } from "./dappSignClient"
import { generateKeyPair } from "./envelopeCrypto"
import { generateRelayClientKey, generateRelaySessionId } from "./relayAuth"
import type { PeerMetadata } from "./SignSession"
import { inTestScope } from "./scopeTestHarness"
import { readAuthenticateAnswer, signerOf } from "./sessionAuthenticate"
import { signedBy } from "./signatureTestHarness"

const projectId = "session-authenticate-test"
const { sandbox, start } = walletConnectWalletTestSetup({ projectId, accounts: 1 })

const metadata: PeerMetadata = {
  name: "Foyer's own client",
  description: "One-click auth, written from the specification",
  url: "http://127.0.0.1",
  icons: [],
}

const request = {
  metadata,
  optionalNamespaces: {
    eip155: {
      chains: ["eip155:31337", "eip155:31338"],
      methods: ["personal_sign", "eth_sendTransaction"],
      events: ["chainChanged", "accountsChanged"],
    },
  },
  authentication: {
    domain: "app.test",
    uri: "https://app.test/login",
    nonce: "n0nce1234abcd",
    chains: ["eip155:31337", "eip155:31338"],
    statement: "Sign in to the test app",
  },
}

const openClient = (): Promise<DappSignClient> => {
  return inTestScope(
    openDappSignClient({
      relayUrl: sandbox().urls.relay,
      projectId,
      key: generateRelayClientKey(),
      sessionId: generateRelaySessionId(),
      WebSocket: WebSocket as never,
    }),
  )
}

describe("one-click auth with a @walletconnect wallet (wallet-authentication.md)", () => {
  it("the wallet signs the sign-in on each chain (each CACAO's message verifies against its signer) and the session comes with it: both sides hold its topic and a request reaches the wallet", async () => {
    const { wallet } = await start({ policy: { sessions: "approve", requests: "approve" } })
    const client = await openClient()
    const pending = await Effect.runPromise(client.authenticate(request))
    expect(pending.uri).toContain("methods=wc_sessionPropose,wc_sessionAuthenticate")
    await wallet.pair(pending.uri)
    const { session, cacaos } = await Effect.runPromise(pending.settled)

    expect(cacaos.map((cacao) => signerOf(cacao))).toEqual([
      { caipNetworkId: "eip155:31337", address: wallet.address },
      { caipNetworkId: "eip155:31338", address: wallet.address },
    ])
    for (const cacao of cacaos) {
      const message = cacaoMessage(cacao.p, cacao.p.iss)
      expect(message.startsWith("app.test wants you to sign in with your Ethereum account:")).toBe(
        true,
      )
      expect(message).toContain("Nonce: n0nce1234abcd")
      expect(await signedBy(wallet.address, message, cacao.s.s)).toBe(true)
    }
    expect(session.namespaces.eip155).toEqual({
      accounts: [`eip155:31337:${wallet.address}`, `eip155:31338:${wallet.address}`],
      chains: ["eip155:31337", "eip155:31338"],
      methods: ["eth_sendTransaction", "personal_sign"],
      events: ["chainChanged", "accountsChanged"],
    })
    expect(session.requestedChains).toEqual(["eip155:31337", "eip155:31338"])
    expect(wallet.sessions.map((s) => s.topic)).toEqual([session.topic])
    expect(wallet.proposals).toEqual([])

    const message = "0x68656c6c6f" as Hex
    const signature = await Effect.runPromise(
      client.request(session.topic, {
        chainId: "eip155:31338",
        method: "personal_sign",
        params: [message, wallet.address],
      }),
    )
    expect(await signedBy(wallet.address, { raw: message }, signature)).toBe(true)
  })

  it("a wallet that refuses the sign-in fails it with its code (5000), and no session is held", async () => {
    const { wallet } = await start({ policy: { sessions: "reject" } })
    const client = await openClient()
    const pending = await Effect.runPromise(client.authenticate(request))
    await wallet.pair(pending.uri)
    const outcome = await Effect.runPromise(Effect.flip(pending.settled))
    expect(outcome).toMatchObject({ _tag: "SessionProposalRejectedError", code: 5000 })
    expect(client.sessions().size).toBe(0)
  })
})

describe("reading the wallet's answer to wc_sessionAuthenticate", () => {
  const self = generateKeyPair()
  const responder = { publicKey: generateKeyPair().publicKey, metadata }
  const context = { self, pairingTopic: "ab".repeat(32), requestedChains: [], now: 0 }
  const cacao = (iss: string) => ({
    h: { t: "caip122" },
    p: { iss, domain: "app.test", nonce: "1", aud: "https://app.test", iat: "x", version: "1" },
    s: { t: "eip191", s: "0x01" },
  })
  const account = `eip155:1:0x${"1".repeat(40)}`

  it("an answer without a responder key or metadata, or without one readable CACAO, is refused with why", () => {
    expect(readAuthenticateAnswer({ cacaos: [] }, context)).toBe("no cacaos or responder")
    expect(
      readAuthenticateAnswer({ cacaos: [cacao(`did:pkh:${account}`)], responder: {} }, context),
    ).toBe("no responder public key")
    expect(
      readAuthenticateAnswer(
        { cacaos: [cacao(`did:pkh:${account}`)], responder: { publicKey: responder.publicKey } },
        context,
      ),
    ).toBe("no responder metadata")
    expect(
      readAuthenticateAnswer(
        { cacaos: [cacao("did:key:z6Mk"), { h: {}, p: {}, s: {} }], responder },
        context,
      ),
    ).toBe("no signed CACAO")
  })

  it("a CACAO that is not a did:pkh eip155 sign-in is left out; the others make the session's accounts", () => {
    const read = readAuthenticateAnswer(
      { cacaos: [cacao("did:key:z6Mk"), cacao(`did:pkh:${account}`)], responder },
      context,
    )
    expect(typeof read !== "string" && read.session.namespaces.eip155?.accounts).toEqual([account])
    expect(typeof read !== "string" && read.cacaos).toHaveLength(1)
  })
})
