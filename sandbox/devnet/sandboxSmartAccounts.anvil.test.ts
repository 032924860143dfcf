import { getAddress, getContractAddress, type Hex, isErc6492Signature } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { smartAccountFactoryAddress } from "./deploySmartAccountFactory"
import { devnetPublicClient } from "./devnetClients"
import {
  deploySmartAccount,
  smartAccountAddress,
  smartAccountFactoryCall,
  wrapSmartAccountSignature,
} from "./sandboxSmartAccounts"
import { type DevnetSeed, devnetTokenSpecs, seedDevnet } from "./seedDevnet"
import { sandboxSmartAccountAbi, sandboxSmartAccountFactoryAbi } from "./smartAccountAbi"
import { type Anvil, startAnvil } from "./startAnvil"

// The smart accounts against a real node: the seeded devnet has the factory, and viem's
// verifyMessage (ERC-6492, the way the name service and sign-in verify) accepts the owner's
// signature for the account, deployed (ERC-1271) or not (ERC-6492), and nobody else's.
describe("sandbox smart accounts on a seeded devnet", () => {
  let anvil: Anvil
  let seed: DevnetSeed
  const message = JSON.stringify({ name: "smart.foyer.id", attributes: {}, timestamp: 1 })

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337, accounts: 2 })
    seed = await seedDevnet(anvil)
  }, 60_000)

  afterAll(async () => {
    await anvil?.stop()
  }, 60_000)

  const client = () => devnetPublicClient(anvil)
  const newOwner = () => privateKeyToAccount(generatePrivateKey())

  it("seeding places the factory without a transaction: the test tokens keep their addresses", async () => {
    expect(
      (await client().getCode({ address: smartAccountFactoryAddress }))?.length,
    ).toBeGreaterThan(2)
    const from = seed.accounts[0]!.address
    expect(seed.tokens.map((token) => token.address)).toEqual(
      devnetTokenSpecs.map((_, nonce) => getContractAddress({ from, nonce: BigInt(nonce) })),
    )
  })

  it("the counterfactual address is the one the factory computes, per owner and salt", async () => {
    const owner = newOwner().address
    for (const salt of [0n, 7n]) {
      const onChain = await client().readContract({
        address: smartAccountFactoryAddress,
        abi: sandboxSmartAccountFactoryAbi,
        functionName: "accountAddress",
        args: [owner, salt],
      })
      expect(smartAccountAddress({ owner, salt })).toBe(onChain)
    }
    expect(smartAccountAddress({ owner, salt: 1n })).not.toBe(smartAccountAddress({ owner }))
  })

  it("an undeployed account's ERC-6492 signature verifies; another signer's does not", async () => {
    const owner = newOwner()
    const address = smartAccountAddress({ owner: owner.address })
    expect(await client().getCode({ address })).toBeUndefined()
    const signature = wrapSmartAccountSignature({
      owner: owner.address,
      signature: await owner.signMessage({ message }),
    })
    expect(isErc6492Signature(signature)).toBe(true)
    expect(await client().verifyMessage({ address, message, signature })).toBe(true)
    const forged = wrapSmartAccountSignature({
      owner: owner.address,
      signature: await newOwner().signMessage({ message }),
    })
    expect(await client().verifyMessage({ address, message, signature: forged })).toBe(false)
    // Verification only simulates the deployment.
    expect(await client().getCode({ address })).toBeUndefined()
  })

  it("a deployed account accepts its owner's plain signature through ERC-1271, and only its owner's", async () => {
    const owner = newOwner()
    const address = await deploySmartAccount(anvil, { owner: owner.address, salt: 3n })
    expect(address).toBe(smartAccountAddress({ owner: owner.address, salt: 3n }))
    expect(
      await client().readContract({ address, abi: sandboxSmartAccountAbi, functionName: "owner" }),
    ).toBe(getAddress(owner.address))
    const signature = await owner.signMessage({ message })
    expect(await client().verifyMessage({ address, message, signature })).toBe(true)
    const other: Hex = await newOwner().signMessage({ message })
    expect(await client().verifyMessage({ address, message, signature: other })).toBe(false)
    // Deploying again changes nothing: the factory answers the existing account.
    expect(await deploySmartAccount(anvil, { owner: owner.address, salt: 3n })).toBe(address)
  })

  it("the factory call of an ERC-6492 signature names the factory's createAccount", () => {
    const owner = newOwner().address
    const call = smartAccountFactoryCall({ owner, salt: 2n })
    expect(call.factory).toBe(smartAccountFactoryAddress)
    expect(call.factoryData.slice(0, 10)).toBe("0x5fbfb9cf")
  })
})
