// Test fixtures of the Farcaster sign-in: a stand-in relay (the real relay's three routes), a
// loopback site mounting the routes, and a custody check the test controls, so no test needs a
// chain or the internet. Messages are real Sign In With Farcaster messages signed by viem keys.
import { randomUUID } from "node:crypto"
import { createServer, type IncomingMessage, type Server } from "node:http"
import { type AppClient, type CreateChannelArgs, createWalletClient } from "@farcaster/auth-client"
import { type Address, createPublicClient, custom, type Hex } from "viem"
import { type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll } from "vitest"
import { listen } from "../../../../sandbox/listen"
import { stopServer } from "../../../../sandbox/pages/loopbackPage"
import { useTestSite } from "../social/socialLoginFixtures"
import type { FarcasterLoginRoutes } from "./farcasterLoginRoutes"

/** A channel as the stand-in relay keeps it. */
export interface TestChannel {
  readonly channelToken: string
  readonly request: CreateChannelArgs
  completed?: {
    readonly message: string
    readonly signature: Hex
    readonly fid: number
    readonly username: string
  }
}

/** The stand-in relay: its URL, its channels, and switches a test flips. */
export interface TestRelay {
  readonly url: () => string
  readonly channels: Map<string, TestChannel>
  /** The channels' status requests, by token, as they came. */
  readonly statusRequests: Array<string>
  /** Forgets every channel (the relay's own expiry): status answers 401. */
  readonly forget: () => void
  /**
   * Whether a completed channel is closed once its status was answered, as the real relay
   * does (default true; a test sets false for a relay that answers it again).
   */
  closesCompleted: boolean
}

const readBody = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Array<Buffer> = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString("utf8"))
}

/** Starts the stand-in relay before the file's tests and stops it after them. */
export const useTestRelay = (): TestRelay => {
  const channels = new Map<string, TestChannel>()
  const statusRequests: Array<string> = []
  let url: string | undefined
  let stop: (() => Promise<void>) | undefined
  const server: Server = createServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" })
      response.end(JSON.stringify(body))
    }
    const path = (request.url ?? "").split("?")[0]
    if (request.method === "POST" && path === "/v1/channel") {
      void readBody(request).then((body) => {
        const channel: TestChannel = {
          channelToken: randomUUID(),
          request: body as CreateChannelArgs,
        }
        channels.set(channel.channelToken, channel)
        json(201, {
          channelToken: channel.channelToken,
          url: `https://farcaster.xyz/~/siwf?channelToken=${channel.channelToken}`,
          nonce: channel.request.nonce,
        })
      })
      return
    }
    if (request.method === "GET" && path === "/v1/channel/status") {
      const token = (request.headers.authorization ?? "").replace(/^Bearer /, "")
      statusRequests.push(token)
      const channel = channels.get(token)
      if (channel === undefined) return json(401, { error: "Unauthorized" })
      if (channel.completed !== undefined && relay.closesCompleted) channels.delete(token)
      const common = {
        nonce: channel.request.nonce,
        url: "",
        signatureParams: channel.request,
        metadata: { ip: "127.0.0.1", userAgent: "test" },
        acceptAuthAddress: channel.request.acceptAuthAddress ?? true,
      }
      return channel.completed === undefined
        ? json(202, { ...common, state: "pending" })
        : json(200, { ...common, state: "completed", ...channel.completed })
    }
    json(404, { error: "Not found" })
  })
  beforeAll(async () => {
    url = `http://127.0.0.1:${await listen(server, "127.0.0.1")}`
    stop = stopServer(server)
  })
  afterAll(async () => {
    await stop?.()
  })
  const relay: TestRelay = {
    url: () => {
      if (url === undefined) throw new Error("The test relay listens in beforeAll.")
      return url
    },
    channels,
    statusRequests,
    forget: () => channels.clear(),
    closesCompleted: true,
  }
  return relay
}

/** A loopback site mounting the Farcaster routes, set per test (the social routes' test site). */
export const useTestFarcasterSite = () => useTestSite<FarcasterLoginRoutes>()

/** The chain reads of a fid's keys, as auth-client takes them (its EthereumConnector). */
type EthereumConnector = AppClient["ethereum"]

/** The custody addresses of fids as the test's IdRegistry holds them. */
export interface TestCustody {
  readonly ethereum: EthereumConnector
  readonly register: (custody: Address, fid: number) => void
  /** A test account of `privateKey`'s custody key and `fid`, registered here. */
  readonly registered: (privateKey: Hex, fid: number) => TestFarcasterAccount
  /** When set, every chain read fails (an RPC that is down). */
  down: boolean
}

/**
 * A custody check the test controls: `getFid` reads a map (IdRegistry.idOf), no auth address is
 * valid, and the public client's every call fails, so viem checks signatures by ecrecover alone.
 */
export const testCustody = (): TestCustody => {
  const fids = new Map<string, bigint>()
  const custody: TestCustody = {
    down: false,
    register: (address, fid) => {
      fids.set(address.toLowerCase(), BigInt(fid))
    },
    registered: (privateKey, fid) => {
      const made = testFarcasterAccount(privateKey, fid)
      custody.register(made.account.address, made.fid)
      return made
    },
    ethereum: {
      getFid: async (address) => {
        if (custody.down) throw new Error("The RPC is down")
        return fids.get(address.toLowerCase()) ?? 0n
      },
      isValidAuthAddress: async () => {
        if (custody.down) throw new Error("The RPC is down")
        return false
      },
      publicClient: createPublicClient({
        transport: custom(
          {
            request: async () => {
              throw new Error("No chain in this test")
            },
          },
          { retryCount: 0 },
        ),
      }),
    },
  }
  return custody
}

/** A Farcaster account of the test: its custody key and fid. */
export interface TestFarcasterAccount {
  readonly account: PrivateKeyAccount
  readonly fid: number
}

/** A test account from a private key. */
export const testFarcasterAccount = (privateKey: Hex, fid: number): TestFarcasterAccount => ({
  account: privateKeyToAccount(privateKey),
  fid,
})

const walletClient = createWalletClient({
  relay: "http://relay.invalid",
  ethereum: testCustody().ethereum,
})

/**
 * A Sign In With Farcaster message for `channel`'s parameters (with `overrides`), signed by
 * `signer` (the fid's custody key unless a test says otherwise), as a Farcaster app makes it.
 */
export const signedSignIn = async (
  channel: TestChannel,
  fid: number,
  signer: PrivateKeyAccount,
  overrides: { readonly domain?: string; readonly nonce?: string } = {},
) => {
  const built = walletClient.buildSignInMessage({
    address: signer.address,
    fid,
    uri: channel.request.siweUri,
    domain: overrides.domain ?? channel.request.domain,
    nonce: overrides.nonce ?? channel.request.nonce ?? "",
    version: "1",
    ...(channel.request.expirationTime === undefined
      ? {}
      : { expirationTime: new Date(channel.request.expirationTime) }),
  })
  if (built.isError) throw built.error ?? new Error("The sign-in message did not build")
  return { message: built.message, signature: await signer.signMessage({ message: built.message }) }
}

/** Completes `channel` at the relay with a message signed by `signer`, as the app's approval. */
export const approve = async (
  channel: TestChannel,
  fid: number,
  signer: PrivateKeyAccount,
  overrides: { readonly domain?: string; readonly nonce?: string } = {},
) => {
  const { message, signature } = await signedSignIn(channel, fid, signer, overrides)
  channel.completed = { message, signature, fid, username: `user${fid}` }
}
