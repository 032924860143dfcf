import { type Address, getAddress } from "viem"
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { devnetPublicClient } from "../../devnet/devnetClients"
import {
  deploySmartAccount,
  smartAccountAddress,
  wrapSmartAccountSignature,
} from "../../devnet/sandboxSmartAccounts"
import { seededSandboxApi } from "./seededSandboxApi"

// Name registration against a real chain, as the real service verifies it (EIP-6492): a plain
// account's signature, a deployed contract wallet's (ERC-1271) and an undeployed one's
// (ERC-6492, wrapped with its factory call) register the name; another key's does not.
describe("registerProfileAccount on a seeded devnet", () => {
  const chainId = 31337
  const coinType = (0x80000000 | chainId) >>> 0
  const nowMs = Date.parse("2026-03-01T12:00:00.000Z")
  const seeded = seededSandboxApi({ chainId, now: () => new Date(nowMs) })

  const newOwner = () => privateKeyToAccount(generatePrivateKey())
  const messageOf = (name: string) =>
    JSON.stringify({ name, attributes: {}, timestamp: nowMs / 1000 })
  const register = async (body: {
    readonly address: Address
    readonly message: string
    readonly signature: string
  }) => {
    const response = await fetch(`${seeded.api().url}/v1/profile/account?projectId=p`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ coin_type: coinType, ...body }),
    })
    return { status: response.status, body: (await response.json()) as unknown }
  }
  const read = async (path: string) => (await fetch(`${seeded.api().url}${path}`)).json()
  const found = async (name: string, address: Address) => ({
    lookup: await read(`/v1/profile/account/${name}?projectId=p&apiVersion=2`),
    reverse: await read(`/v1/profile/reverse/${address}?projectId=p&apiVersion=2`),
    identity: await read(`/v1/identity/${address}?projectId=p`),
  })
  const recordOf = (name: string, address: Address) => {
    const at = new Date(nowMs).toISOString()
    return {
      name,
      registered_at: at,
      updated_at: at,
      attributes: null,
      addresses: { [String(coinType)]: { address: getAddress(address), created_at: at } },
    }
  }
  const signedBy = async (signer: PrivateKeyAccount, name: string) => {
    const message = messageOf(name)
    return { message, signature: await signer.signMessage({ message }) }
  }

  it("a plain account's signature registers the name, found by lookup, reverse lookup and identity", async () => {
    const owner = newOwner()
    const answer = await register({
      address: owner.address,
      ...(await signedBy(owner, "plain-eoa.foyer.id")),
    })
    const record = recordOf("plain-eoa.foyer.id", owner.address)
    expect(answer).toEqual({ status: 200, body: record })
    expect(await found("plain-eoa.foyer.id", owner.address)).toEqual({
      lookup: record,
      reverse: [record],
      identity: { name: "plain-eoa.foyer.id", avatar: null, resolvedAt: expect.any(String) },
    })
  })

  it("a deployed smart account registers with its owner's signature (ERC-1271)", async () => {
    const owner = newOwner()
    const account = await deploySmartAccount(seeded.anvil(), { owner: owner.address })
    const answer = await register({
      address: account,
      ...(await signedBy(owner, "deployed-1271.foyer.id")),
    })
    expect(answer).toEqual({ status: 200, body: recordOf("deployed-1271.foyer.id", account) })
    expect((await found("deployed-1271.foyer.id", account)).reverse).toEqual([
      recordOf("deployed-1271.foyer.id", account),
    ])
  })

  it("an undeployed smart account registers with its ERC-6492 signature, and stays undeployed", async () => {
    const owner = newOwner()
    const account = smartAccountAddress({ owner: owner.address, salt: 1n })
    const { message, signature } = await signedBy(owner, "counterfactual.foyer.id")
    const answer = await register({
      address: account,
      message,
      signature: wrapSmartAccountSignature({ owner: owner.address, salt: 1n, signature }),
    })
    expect(answer).toEqual({ status: 200, body: recordOf("counterfactual.foyer.id", account) })
    expect(await devnetPublicClient(seeded.anvil()).getCode({ address: account })).toBeUndefined()
    expect((await found("counterfactual.foyer.id", account)).identity).toMatchObject({
      name: "counterfactual.foyer.id",
    })
  })

  it("a signature by anyone but the address's signer is refused 401 with the service's reason", async () => {
    const refused = {
      status: 401,
      body: {
        status: "FAILED",
        reasons: [
          {
            field: "signature",
            description: "Signature validation error: Signature verification error",
          },
        ],
      },
    }
    const owner = newOwner()
    const intruder = newOwner()
    expect(
      await register({
        address: owner.address,
        ...(await signedBy(intruder, "eoa-forged.foyer.id")),
      }),
    ).toEqual(refused)

    const deployed = await deploySmartAccount(seeded.anvil(), { owner: owner.address, salt: 2n })
    expect(
      await register({ address: deployed, ...(await signedBy(intruder, "sca-forged.foyer.id")) }),
    ).toEqual(refused)

    const undeployed = smartAccountAddress({ owner: owner.address, salt: 3n })
    const { message, signature } = await signedBy(intruder, "cf-forged.foyer.id")
    expect(
      await register({
        address: undeployed,
        message,
        signature: wrapSmartAccountSignature({ owner: owner.address, salt: 3n, signature }),
      }),
    ).toEqual(refused)
    // A message other than the one signed fails too.
    const signed = await signedBy(owner, "eoa-original.foyer.id")
    expect(
      await register({
        address: owner.address,
        message: messageOf("eoa-tampered.foyer.id"),
        signature: signed.signature,
      }),
    ).toEqual(refused)
    for (const name of ["eoa-forged", "sca-forged", "cf-forged", "eoa-tampered"]) {
      expect(await read(`/v1/profile/account/${name}.foyer.id?projectId=p&apiVersion=2`)).toEqual(
        [],
      )
    }
  })
})
