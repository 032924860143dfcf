import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeFakeWalletConnect } from "../../../test/fakeWalletConnect"
import { alice, localApiPerTest, startClient, waitFor } from "../../client/clientTestHarness"
import type { FoyerOptions } from "../../Kernel"
import { definePlugin, definePluginKit } from "../../plugins/FoyerPlugin"
import type { PairingSignedMessage, PairingSignInRequest } from "../PairingSignIn"

// WalletConnect one-click auth (spec 5: "WalletConnect sign-in is used only when all
// requested chains are eip155"): a plugin's sign-in during pairing is asked of the wallet with
// the pairing, and what the wallet signed reaches the plugin before the connect completes.
const api = localApiPerTest()

const fields: PairingSignInRequest = {
  domain: "app.example",
  uri: "https://app.example/login",
  nonce: "n0nce1234abcd",
  statement: "Sign in to Example",
  expirationTime: "2026-12-01T00:00:00.000Z",
}

/** A made-up sign-in plugin: asks `fields` for the chains it is told, records what it gets. */
const signInPlugin = (seen: {
  chains?: ReadonlyArray<string>
  signed: Array<PairingSignedMessage>
}) =>
  definePlugin({
    id: "pairing-sign-in",
    kit: () =>
      Promise.resolve({
        default: definePluginKit({
          hooks: {
            pairingSignIn: {
              request: (chains) =>
                Effect.sync(() => {
                  seen.chains = chains
                  return fields
                }),
              accept: (signed) => Effect.sync(() => void seen.signed.push(...signed)),
            },
          },
        }),
      }),
  })

const start = async (
  plugins: ReadonlyArray<ReturnType<typeof definePlugin>>,
  options: Partial<FoyerOptions> = {},
) => {
  const wc = makeFakeWalletConnect(() => 1_700_000_300)
  const client = await startClient(api.server, {
    options: { plugins, ...options },
    environment: {
      browser: { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0", telegram: false },
      walletConnect: { makeProvider: wc.makeProvider },
    },
  })
  return { client, wc }
}

describe("WalletConnect one-click auth for a plugin's sign-in (spec 5)", () => {
  it("the pairing asks the wallet to sign the plugin's message for every requested chain; what it signed reaches the plugin before the connect completes", async () => {
    const seen = { signed: [] as Array<PairingSignedMessage> }
    const { client, wc } = await start([signInPlugin(seen)])
    const done = client.connect("walletConnect")
    await waitFor(client.stores.connection, (s) => s.wcUri !== undefined)
    expect(seen).toMatchObject({ chains: ["eip155:1", "eip155:10"] })
    expect([wc.requestedChains(), wc.requestedSignIn()]).toEqual([
      ["eip155:1", "eip155:10"],
      fields,
    ])
    wc.approveSigned(alice, 10, ["eip155:10", "eip155:1"], "0xsigned")
    await done
    expect(seen.signed).toEqual([
      {
        message: `fake message did:pkh:eip155:10:${alice} n0nce1234abcd`,
        signature: "0xsigned",
        caipNetworkId: "eip155:10",
        address: alice,
      },
      {
        message: `fake message did:pkh:eip155:1:${alice} n0nce1234abcd`,
        signature: "0xsigned",
        caipNetworkId: "eip155:1",
        address: alice,
      },
    ])
    expect(client.stores.accounts.getSnapshot().eip155?.address).toBe(alice)
  })

  it("a wallet without one-click auth approves the session alone: the plugin gets nothing and the connect completes", async () => {
    const seen = { signed: [] as Array<PairingSignedMessage> }
    const { client, wc } = await start([signInPlugin(seen)])
    const done = client.connect("walletConnect")
    await waitFor(client.stores.connection, (s) => s.wcUri !== undefined)
    wc.approve(alice, 1)
    await done
    expect(seen.signed).toEqual([])
    expect(client.stores.connection.getSnapshot().status).toBe("connected")
  })

  it("without a sign-in plugin, or when a configured network is not eip155, the pairing asks no sign-in", async () => {
    for (const setup of [
      { plugins: [] },
      {
        plugins: [signInPlugin({ signed: [] })],
        options: { networks: ["eip155:1", "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"] },
      },
    ] as const) {
      const { client, wc } = await start(setup.plugins, "options" in setup ? setup.options : {})
      const done = client.connect("walletConnect")
      await waitFor(client.stores.connection, (s) => s.wcUri !== undefined)
      expect(wc.requestedSignIn()).toBeUndefined()
      wc.approve(alice, 1)
      await done
    }
  })
})
