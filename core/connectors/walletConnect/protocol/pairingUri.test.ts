// Checked against the sign client's own URI functions (@walletconnect/utils, dev only).
import * as reference from "@walletconnect/utils"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { generateSymKey, topicOf } from "./envelopeCrypto"
import { formatPairingUri, type PairingUri, parsePairingUri } from "./pairingUri"

const symKey = generateSymKey()
const pairing: PairingUri = {
  topic: topicOf(symKey),
  symKey,
  relay: { protocol: "irn" },
  expiryTimestamp: 1_700_000_300,
  methods: ["wc_sessionPropose", "wc_sessionAuthenticate"],
}

const parsed = (uri: string) => {
  const result = parsePairingUri(uri)
  return Result.isSuccess(result) ? result.success : `failed: ${result.failure}`
}

describe("pairing URI (pairing-uri.md)", () => {
  it("writes wc:<topic>@2 with symKey, relay-protocol, expiryTimestamp and methods", () => {
    expect(formatPairingUri(pairing)).toBe(
      `wc:${pairing.topic}@2?symKey=${symKey}&relay-protocol=irn&expiryTimestamp=1700000300&methods=wc_sessionPropose,wc_sessionAuthenticate`,
    )
  })

  it("the sign client reads what we write, and we read what it writes", () => {
    const theirs = reference.parseUri(formatPairingUri(pairing))
    expect(theirs).toMatchObject({
      version: 2,
      topic: pairing.topic,
      symKey,
      relay: { protocol: "irn" },
      expiryTimestamp: 1_700_000_300,
    })
    const written = reference.formatUri({
      protocol: "wc",
      version: 2,
      topic: pairing.topic,
      symKey,
      relay: { protocol: "irn" },
      expiryTimestamp: 1_700_000_300,
      methods: ["wc_sessionPropose"],
    })
    expect(parsed(written)).toEqual({ ...pairing, methods: ["wc_sessionPropose"] })
  })

  it("keeps relay-data, and reads a URI without the optional parts", () => {
    const withData = { topic: pairing.topic, symKey, relay: { protocol: "irn", data: "ab01" } }
    expect(parsed(formatPairingUri(withData))).toEqual(withData)
  })

  it("names what is wrong with a URI it cannot use", () => {
    const good = formatPairingUri(pairing)
    const cases: ReadonlyArray<readonly [string, string]> = [
      ["https://example.com", "not a wc: URI"],
      [good.replace("@2?", "@1?"), "unsupported version"],
      [good.replace(pairing.topic, "xyz"), "no topic"],
      [good.replace(`symKey=${symKey}`, "symKey=12"), "no symKey"],
      [good.replace("relay-protocol=irn", "relay-protocol="), "no relay-protocol"],
      [good.replace("expiryTimestamp=1700000300", "expiryTimestamp=soon"), "bad expiryTimestamp"],
    ]
    for (const [uri, problem] of cases) expect(parsed(uri), uri).toBe(`failed: ${problem}`)
  })
})
