// The whole Sign In With Farcaster round trip of the sandbox, with auth-client as an app runs
// it: the app opens a channel at the stand-in relay, the visitor approves in the development
// wallet, the app reads the signed message and verifies it against the devnet's registries.
import {
  type AppClient,
  createAppClient,
  createWalletClient,
  viemConnector,
} from "@farcaster/auth-client"
import { privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Anvil, startAnvil } from "../devnet/startAnvil"
import { installFarcasterRegistries } from "./installFarcasterRegistries"
import { sandboxFarcasterAccounts } from "./SandboxFarcasterAccount"
import { type FarcasterRelay, startFarcasterRelay } from "./startFarcasterRelay"

const [alice, bob] = sandboxFarcasterAccounts
if (alice === undefined || bob === undefined) throw new Error("the sandbox has two accounts")

const domain = "app.test"
const siweUri = "https://app.test/login"

let anvil: Anvil
let relay: FarcasterRelay
let app: AppClient
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31_438, accounts: 1 })
  await installFarcasterRegistries(anvil, sandboxFarcasterAccounts)
  relay = await startFarcasterRelay()
  app = createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: anvil.rpcUrl }) })
}, 60_000)
afterAll(async () => {
  await relay?.stop()
  await anvil?.stop()
})

/** A message for `fid`, naming `address`, signed with `privateKey`, as a wallet would build it. */
const signedBy = async (
  privateKey: `0x${string}`,
  fields: { readonly fid: number; readonly address: `0x${string}`; readonly nonce: string },
) => {
  const wallet = createWalletClient({
    relay: relay.url,
    ethereum: viemConnector({ rpcUrl: anvil.rpcUrl }),
  })
  const built = wallet.buildSignInMessage({ domain, uri: siweUri, ...fields })
  if (built.isError) throw built.error
  const signature = await privateKeyToAccount(privateKey).signMessage({ message: built.message })
  return { message: built.message, signature }
}

describe("Sign In With Farcaster through the sandbox relay and devnet registries", () => {
  it("a sign-in approved in the development wallet verifies with the account's fid", async () => {
    const channel = await app.createChannel({ siweUri, domain })
    if (channel.isError) throw channel.error
    const approved = await fetch(channel.data.url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ fid: String(alice.fid) }),
    })
    expect(approved.status).toBe(200)
    const status = await app.status({ channelToken: channel.data.channelToken })
    if (status.isError) throw status.error
    expect(status.response.status).toBe(200)
    expect(status.data.state).toBe("completed")
    const { message, signature } = status.data
    if (message === undefined || signature === undefined) throw new Error("no signed message")
    for (const acceptAuthAddress of [true, false]) {
      const verified = await app.verifySignInMessage({
        nonce: channel.data.nonce,
        domain,
        message,
        signature,
        acceptAuthAddress,
      })
      if (verified.isError) throw verified.error
      expect({
        success: verified.success,
        fid: verified.fid,
        authMethod: verified.authMethod,
      }).toEqual({ success: true, fid: alice.fid, authMethod: "custody" })
    }
  })

  it("a message for an fid signed by a key that is not its custody is refused", async () => {
    const nonce = "abcdefgh12345678"
    const signed = await signedBy(bob.custodyPrivateKey, {
      fid: alice.fid,
      address: bob.custody,
      nonce,
    })
    const verified = await app.verifySignInMessage({ nonce, domain, ...signed })
    expect(verified.isError).toBe(true)
    expect(verified.error?.errCode).toBe("unauthorized")
    expect(verified.error?.message).toBe(
      `Invalid resource: signer ${bob.custody} is not an auth address or owner of fid ${alice.fid}.`,
    )
  })

  it("a message naming the custody address but signed with another key is refused", async () => {
    const nonce = "abcdefgh12345678"
    const signed = await signedBy(bob.custodyPrivateKey, {
      fid: alice.fid,
      address: alice.custody,
      nonce,
    })
    const verified = await app.verifySignInMessage({ nonce, domain, ...signed })
    expect(verified.isError).toBe(true)
    expect(verified.error?.errCode).toBe("unauthorized")
  })

  it("a message for another nonce or domain than the app's is refused", async () => {
    const signed = await signedBy(alice.custodyPrivateKey, {
      fid: alice.fid,
      address: alice.custody,
      nonce: "abcdefgh12345678",
    })
    const otherNonce = await app.verifySignInMessage({
      nonce: "zzzzzzzz12345678",
      domain,
      ...signed,
    })
    expect(otherNonce.error?.message).toBe("Invalid nonce")
    const otherDomain = await app.verifySignInMessage({
      nonce: "abcdefgh12345678",
      domain: "other.test",
      ...signed,
    })
    expect(otherDomain.error?.message).toBe("Invalid domain")
  })
})
