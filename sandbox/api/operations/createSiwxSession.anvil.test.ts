import type { Address, Hex } from "viem"
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts"
import { createSiweMessage } from "viem/siwe"
import { describe, expect, it } from "vitest"
import { devnetPublicClient } from "../../devnet/devnetClients"
import {
  deploySmartAccount,
  smartAccountAddress,
  wrapSmartAccountSignature,
} from "../../devnet/sandboxSmartAccounts"
import { siwxNonceLifetimeMs } from "../SiwxNonces"
import { seededSandboxApi } from "./seededSandboxApi"

// Sign-in sessions against a real chain (issue 16, server-backed storage): the sandbox takes
// a message only with a nonce it issued and did not spend, in its time window on the
// sandbox's clock, signed by the message's address as verified on the devnet (an EOA, a
// deployed smart account through ERC-1271, an undeployed one through ERC-6492).
describe("createSiwxSession, listSiwxSessions and revokeSiwxSessions on a seeded devnet", () => {
  const chainId = 31337
  const caipNetworkId = `eip155:${chainId}`
  const startMs = Date.parse("2026-03-01T12:00:00.000Z")
  // The sandbox's clock: tests move it instead of sleeping.
  let nowMs = startMs
  const seeded = seededSandboxApi({
    chainId,
    now: () => new Date(nowMs),
    allowedDomains: ["dapp.example"],
  })

  const newOwner = () => privateKeyToAccount(generatePrivateKey())
  const send = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${seeded.api().url}${path}`, init)
    const text = await response.text()
    return {
      status: response.status,
      body: text === "" ? undefined : (JSON.parse(text) as unknown),
    }
  }
  const issueNonce = async (): Promise<string> => {
    const answer = await send("/v1/siwx/nonce?projectId=p", { method: "POST" })
    return (answer.body as { nonce: string }).nonce
  }
  const messageFor = (
    address: Address,
    nonce: string,
    options: { readonly chainId?: number; readonly expirationTime?: Date } = {},
  ) =>
    createSiweMessage({
      address,
      chainId: options.chainId ?? chainId,
      domain: "dapp.example",
      nonce,
      uri: "https://dapp.example/",
      version: "1",
      issuedAt: new Date(nowMs),
      ...(options.expirationTime === undefined ? {} : { expirationTime: options.expirationTime }),
    })
  const createSession = (body: { readonly message: string; readonly signature: string }) =>
    send("/v1/siwx/sessions?projectId=p", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    })
  const sessionsOf = (address: string, network = caipNetworkId) =>
    send(`/v1/siwx/sessions?projectId=p&address=${address}&caipNetworkId=${network}`)
  const signedBy = async (signer: PrivateKeyAccount, address: Address = signer.address) => {
    const message = messageFor(address, await issueNonce())
    return { message, signature: await signer.signMessage({ message }) }
  }
  const refused = (status: number, field: string, description: string) => ({
    status,
    body: { status: "FAILED", reasons: [{ field, description }] },
  })

  it("a plain account's signed message creates a session, listed for its address in any case", async () => {
    const owner = newOwner()
    const expirationTime = new Date(startMs + 3_600_000)
    const message = messageFor(owner.address, await issueNonce(), { expirationTime })
    const signature = await owner.signMessage({ message })
    const answer = await createSession({ message, signature })
    const session = {
      id: expect.any(String),
      address: owner.address,
      caipNetworkId,
      message,
      signature,
      issuedAt: new Date(nowMs).toISOString(),
      expirationTime: expirationTime.toISOString(),
    }
    expect(answer).toEqual({ status: 200, body: session })
    expect(await sessionsOf(owner.address.toLowerCase())).toEqual({ status: 200, body: [session] })
    expect(await sessionsOf(owner.address, "eip155:31338")).toEqual({ status: 200, body: [] })
  })

  it("a deployed smart account signs in with its owner's signature (ERC-1271)", async () => {
    const owner = newOwner()
    const account = await deploySmartAccount(seeded.anvil(), { owner: owner.address })
    const answer = await createSession(await signedBy(owner, account))
    expect(answer).toMatchObject({ status: 200, body: { address: account, caipNetworkId } })
    expect((await sessionsOf(account)).body).toHaveLength(1)
  })

  it("an undeployed smart account signs in with an ERC-6492 signature, and stays undeployed", async () => {
    const owner = newOwner()
    const account = smartAccountAddress({ owner: owner.address, salt: 7n })
    const { message, signature } = await signedBy(owner, account)
    const wrapped = wrapSmartAccountSignature({ owner: owner.address, salt: 7n, signature })
    expect(await createSession({ message, signature: wrapped })).toMatchObject({
      status: 200,
      body: { address: account, signature: wrapped },
    })
    expect(await devnetPublicClient(seeded.anvil()).getCode({ address: account })).toBeUndefined()
  })

  it("a nonce is single use: the second session with it is refused 401", async () => {
    const owner = newOwner()
    const signed = await signedBy(owner)
    expect((await createSession(signed)).status).toBe(200)
    const nonce = /Nonce: (\w+)/.exec(signed.message)?.[1]
    expect(await createSession(signed)).toEqual(
      refused(401, "nonce", `Nonce already used: ${nonce}`),
    )
    expect((await sessionsOf(owner.address)).body).toHaveLength(1)
  })

  it("a nonce the sandbox did not issue is refused 401", async () => {
    const owner = newOwner()
    const message = messageFor(owner.address, "madeUpNonce42")
    const signature = await owner.signMessage({ message })
    expect(await createSession({ message, signature })).toEqual(
      refused(401, "nonce", "Unknown nonce: madeUpNonce42 was not issued by this server"),
    )
  })

  it("a nonce past its lifetime is refused 401", async () => {
    const owner = newOwner()
    const nonce = await issueNonce()
    nowMs += siwxNonceLifetimeMs
    try {
      const message = messageFor(owner.address, nonce)
      const signature = await owner.signMessage({ message })
      expect(await createSession({ message, signature })).toEqual(
        refused(401, "nonce", `Nonce expired: ${nonce}`),
      )
    } finally {
      nowMs = startMs
    }
  })

  it("a tampered message is refused 401, and its nonce stays good for the signed one", async () => {
    const owner = newOwner()
    const { message, signature } = await signedBy(owner)
    const tampered = message.replace("https://dapp.example/", "https://dapp.example/admin")
    expect(await createSession({ message: tampered, signature })).toEqual(
      refused(
        401,
        "signature",
        `Signature validation error: the message was not signed by ${owner.address}`,
      ),
    )
    expect((await createSession({ message, signature })).status).toBe(200)
  })

  it("a signature by another key than the message's address is refused 401, EOA or smart account", async () => {
    const owner = newOwner()
    const intruder = newOwner()
    expect(await createSession(await signedBy(intruder, owner.address))).toEqual(
      refused(
        401,
        "signature",
        `Signature validation error: the message was not signed by ${owner.address}`,
      ),
    )
    const deployed = await deploySmartAccount(seeded.anvil(), { owner: owner.address, salt: 2n })
    expect((await createSession(await signedBy(intruder, deployed))).status).toBe(401)
    const undeployed = smartAccountAddress({ owner: owner.address, salt: 3n })
    const forged = await signedBy(intruder, undeployed)
    const wrapped = wrapSmartAccountSignature({
      owner: owner.address,
      salt: 3n,
      signature: forged.signature as Hex,
    })
    expect((await createSession({ ...forged, signature: wrapped })).status).toBe(401)
    for (const address of [owner.address, deployed, undeployed]) {
      expect((await sessionsOf(address)).body).toEqual([])
    }
  })

  it("an expired message is refused 401; a session stops being listed once it expires", async () => {
    const owner = newOwner()
    const expirationTime = new Date(startMs + 60_000)
    const message = messageFor(owner.address, await issueNonce(), { expirationTime })
    const signature = await owner.signMessage({ message })
    nowMs = expirationTime.getTime()
    try {
      expect(await createSession({ message, signature })).toEqual(
        refused(401, "expirationTime", "The sign-in message expired at 2026-03-01T12:01:00.000Z"),
      )
      nowMs = startMs
      expect((await createSession({ message, signature })).status).toBe(200)
      nowMs = expirationTime.getTime() - 1
      expect((await sessionsOf(owner.address)).body).toHaveLength(1)
      nowMs = expirationTime.getTime()
      expect((await sessionsOf(owner.address)).body).toEqual([])
    } finally {
      nowMs = startMs
    }
  })

  it("a message for a chain the sandbox does not serve is refused 400 naming the chain", async () => {
    const owner = newOwner()
    const message = messageFor(owner.address, await issueNonce(), { chainId: 1 })
    const signature = await owner.signMessage({ message })
    expect(await createSession({ message, signature })).toEqual(
      refused(400, "chainId", "Unsupported chain: eip155:1 (the sandbox serves eip155:31337)"),
    )
  })

  it("revoking removes every session of the address on the network, and only those", async () => {
    const owner = newOwner()
    const other = newOwner()
    for (const signer of [owner, owner, other]) {
      expect((await createSession(await signedBy(signer))).status).toBe(200)
    }
    expect((await sessionsOf(owner.address)).body).toHaveLength(2)
    const revoke = (address: string) =>
      send(`/v1/siwx/sessions?projectId=p&address=${address}&caipNetworkId=${caipNetworkId}`, {
        method: "DELETE",
      })
    expect(await revoke(owner.address.toLowerCase())).toEqual({ status: 204, body: undefined })
    expect((await sessionsOf(owner.address)).body).toEqual([])
    expect((await sessionsOf(other.address)).body).toHaveLength(1)
    expect(await revoke(owner.address)).toEqual({ status: 204, body: undefined })
  })
})
