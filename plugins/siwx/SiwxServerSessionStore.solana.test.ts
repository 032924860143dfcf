// The kit's server-backed session store (`siwx({ storage: "server" })`) with a Solana account
// (issue 36 item 2), against the sandbox's sign-in server over real HTTP: the server issues the
// nonce, verifies the Sign-In With Solana message the plugin's messenger wrote and an ed25519
// key signed, keeps it, and gives it back for the base58 address on its network, which the
// store reads with the same messenger.
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { Effect, Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CaipNetworkId, foyerSolanaDevnetCaipNetworkId, ProviderApi } from "../../core"
import { type SandboxApi, startSandboxApi } from "../../sandbox/api/startSandboxApi"
import { makeManualClock } from "../../test/ManualClock"
import { providerApiFor } from "../../test/providerApi"
import { failApiCall as failure, succeedApiCall as succeed } from "../../test/sandboxApiHarness"
import type { SiwxMessageFields } from "./message/SiwxMessageFields"
import { solanaMessenger } from "./message/solana/solanaMessenger"
import type { SiwxPage } from "./SiwxFlowShape"
import { siwxServerSessionStoreLayerFor } from "./SiwxServerSessionStore"
import { SiwxSessionStore } from "./SiwxSessionStore"
import type { SiwxSignIn } from "./SiwxSignIn"

const startMs = Date.parse("2026-03-01T12:00:00.000Z")
const chainId: CaipNetworkId = foyerSolanaDevnetCaipNetworkId
const page: SiwxPage = { host: "dapp.example", href: "https://dapp.example/" }
let api: SandboxApi

beforeAll(async () => {
  api = await startSandboxApi({
    // Devnets no test reaches (nothing listens there): a Solana signature needs no node.
    devnets: [{ chainId: 31337, rpcUrl: "http://127.0.0.1:9", accounts: [], tokens: [] }],
    solanaDevnets: [
      {
        name: "Foyer Solana Devnet",
        caipNetworkId: chainId,
        rpcUrl: "http://127.0.0.1:9",
        tokens: [],
      },
    ],
    allowedDomains: [page.host],
    now: () => new Date(startMs),
    log: () => {},
  })
})
afterAll(() => api?.stop())

/** The server-backed store of the kit on `page`, its manual clock at `startMs`. */
const makeStore = () => {
  const clock = makeManualClock(startMs)
  const provider = providerApiFor({ url: api.url, activeNetwork: chainId })
  const store = Effect.runSync(
    Effect.provide(
      Effect.service(SiwxSessionStore),
      siwxServerSessionStoreLayerFor(() => page).pipe(
        Layer.provide(Layer.succeed(ProviderApi, provider)),
      ),
    ),
  )
  return { store, clock }
}

/** A sign-in of the ed25519 key `seed` with `nonce`, written by the plugin's messenger. */
const signIn = async (nonce: string, seed: number, signer = seed): Promise<SiwxSignIn> => {
  const key = (n: number) => new Uint8Array(32).fill(n)
  const fields: SiwxMessageFields = {
    accountAddress: base58.encode(ed25519.getPublicKey(key(seed))),
    chainId,
    domain: page.host,
    uri: page.href,
    version: "1",
    nonce,
    issuedAt: new Date(startMs).toISOString(),
    expirationTime: new Date(startMs + 3_600_000).toISOString(),
  }
  const message = await Effect.runPromise(solanaMessenger().createMessage(fields))
  const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), key(signer)))
  return { fields, message, signature }
}

describe("the server-backed session store with a Solana account, against the sandbox over real HTTP", () => {
  it("a Solana sign-in is kept by the server and given back for its base58 address and network only, until revoked", async () => {
    const { store, clock } = makeStore()
    const session = await signIn(await succeed(clock, store.issueNonce), 3)
    const { accountAddress } = session.fields
    await succeed(clock, store.addSession(session))
    expect(await succeed(clock, store.getSessions(chainId, accountAddress))).toEqual([session])
    expect(
      await succeed(
        clock,
        store.getSessions("solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1", accountAddress),
      ),
    ).toEqual([])
    await succeed(clock, store.revokeSession(chainId, accountAddress))
    expect(await succeed(clock, store.getSessions(chainId, accountAddress))).toEqual([])
  })

  it("a signature by another key is refused by the server: addSession fails and nothing is kept", async () => {
    const { store, clock } = makeStore()
    const forged = await signIn(await succeed(clock, store.issueNonce), 4, 5)
    const { error } = await failure(clock, store.addSession(forged))
    expect(error.message).toBe(
      `The sign-in sessions could not be reached (addSession): Signature validation error: the message was not signed by ${forged.fields.accountAddress}`,
    )
    expect(await succeed(clock, store.getSessions(chainId, forged.fields.accountAddress))).toEqual(
      [],
    )
  })
})
