import { describe, expect, it } from "vitest"
import { AccountState, NetworkState, solana } from "../../core"
import { activitySubject, subjectKey } from "./activitySubject"
import { devnet, devnet2 } from "./activityTestKernel"

const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const networkOn = (network = devnet) =>
  NetworkState.configuredNetworkState([devnet, devnet2, solana], network)
const connected = (namespace: "eip155" | "solana", at = address) =>
  AccountState.setAccount({}, namespace, { address: at })

describe("activitySubject", () => {
  it("the connected EVM account on the active network", () => {
    const subject = activitySubject(networkOn(), connected("eip155"))
    expect(subject).toEqual({ _tag: "Account", address, network: devnet })
    expect(subjectKey(subject)).toBe(`eip155:31337/${address.toLowerCase()}`)
  })

  it("without an account address there is no subject: nothing may be fetched (spec 5)", () => {
    expect(activitySubject(networkOn(), {})).toEqual({ _tag: "NoAccount" })
  })

  it("activity supports EVM only (spec 6): on Solana, unsupported", () => {
    expect(activitySubject(networkOn(solana), connected("solana", "7EcD"))).toEqual({
      _tag: "Unsupported",
      network: solana,
    })
  })

  it("another network or account is another subject", () => {
    const keys = [
      activitySubject(networkOn(), connected("eip155")),
      activitySubject(networkOn(devnet2), connected("eip155")),
      activitySubject(
        networkOn(),
        connected("eip155", "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"),
      ),
    ].map(subjectKey)
    expect(new Set(keys).size).toBe(3)
  })
})
