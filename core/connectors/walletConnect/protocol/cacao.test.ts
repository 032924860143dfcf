// Expected strings are the specifications' own examples (wallet-authentication.md, ERC-5573,
// EIP-4361); the interop block compares with the sign client's @walletconnect/utils (dev only).
import { base64urlnopad } from "@scure/base"
import * as reference from "@walletconnect/utils"
import { describe, expect, it } from "vitest"
import {
  type CacaoPayload,
  cacaoMessage,
  decodeRecap,
  encodeRecap,
  type Recap,
  recapOfMethods,
  recapStatement,
} from "./cacao"

const iss = "did:pkh:eip155:1:0x3613699A6c5D8BC97a08805876c8005543125F09"
const preamble = "I further authorize the stated URI to perform the following actions on my behalf:"

// wallet-authentication.md: its recaps, the first one padded as the document writes it.
const signRecapPadded =
  "urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InJlcXVlc3QvZXRoX3NpZ25UeXBlZERhdGFfdjQiOlt7fV0sInJlcXVlc3QvcGVyc29uYWxfc2lnbiI6W3t9XX19fQ=="
const pushRecap =
  "urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InB1c2gvbWVzc2FnZXMiOlt7fV0sInB1c2gvbm90aWZpY2F0aW9uIjpbe31dfX19"
const receiveRecap =
  "urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InJlY2VpdmUvbWVzc2FnZXMiOlt7fV0sInJlY2VpdmUvbm90aWZpY2F0aW9uIjpbe31dfX19"
const signRecapObject: Recap = {
  att: { eip155: { "request/eth_signTypedData_v4": [{}], "request/personal_sign": [{}] } },
}
const signWords = `${preamble} (1) 'request': 'eth_signTypedData_v4', 'personal_sign' for 'eip155'.`

const walletAuthPayload: CacaoPayload = {
  domain: "http://example.com",
  aud: "https://example.com",
  version: "1",
  nonce: "1",
  iat: "2024-02-19T09:29:21.394Z",
  resources: [signRecapPadded],
}

// ERC-5573's ReCap Details Object example; its URI carries a different `prf` than its JSON shows.
const ercRecapUri =
  "urn:recap:eyJhdHQiOnsiaHR0cHM6Ly9leGFtcGxlLmNvbS9waWN0dXJlcy8iOnsiY3J1ZC9kZWxldGUiOlt7fV0sImNydWQvdXBkYXRlIjpbe31dLCJvdGhlci9hY3Rpb24iOlt7fV19LCJtYWlsdG86dXNlcm5hbWVAZXhhbXBsZS5jb20iOnsibXNnL3JlY2VpdmUiOlt7Im1heF9jb3VudCI6NSwidGVtcGxhdGVzIjpbIm5ld3NsZXR0ZXIiLCJtYXJrZXRpbmciXX1dLCJtc2cvc2VuZCI6W3sidG8iOiJzb21lb25lQGVtYWlsLmNvbSJ9LHsidG8iOiJqb2VAZW1haWwuY29tIn1dfX0sInByZiI6WyJ6ZGo3V2o2Rk5TNHJVVWJzaUp2amp4Y3NOcVpkRENTaVlSOHNLUVhmb1BmcFNadUF3Il19"
const ercRecap: Recap = {
  att: {
    "https://example.com/pictures/": {
      "crud/delete": [{}],
      "crud/update": [{}],
      "other/action": [{}],
    },
    "mailto:username@example.com": {
      "msg/receive": [{ max_count: 5, templates: ["newsletter", "marketing"] }],
      "msg/send": [{ to: "someone@email.com" }, { to: "joe@email.com" }],
    },
  },
  prf: ["zdj7Wj6FNS4rUUbsiJvjjxcsNqZdDCSiYR8sKQXfoPfpSZuAw"],
}

// ERC-5573's SIWE message example (empty ability arrays and an empty `prf`).
const ercSiweRecap =
  "urn:recap:eyJhdHQiOnsiaHR0cHM6Ly9leGFtcGxlLmNvbSI6eyJleGFtcGxlL2FwcGVuZCI6W10sImV4YW1wbGUvcmVhZCI6W10sIm90aGVyL2FjdGlvbiI6W119LCJteTpyZXNvdXJjZTp1cmkuMSI6eyJleGFtcGxlL2FwcGVuZCI6W10sImV4YW1wbGUvZGVsZXRlIjpbXX0sIm15OnJlc291cmNlOnVyaS4yIjp7ImV4YW1wbGUvYXBwZW5kIjpbXX0sIm15OnJlc291cmNlOnVyaS4zIjp7ImV4YW1wbGUvYXBwZW5kIjpbXX19LCJwcmYiOltdfQ"

const recapOfJson = (json: string) =>
  `urn:recap:${base64urlnopad.encode(new TextEncoder().encode(json))}`

describe("ReCap URIs (ERC-5573)", () => {
  it("reads wallet-authentication.md's padded recap and writes it unpadded base64url", () => {
    expect(decodeRecap(signRecapPadded)).toEqual(signRecapObject)
    expect(encodeRecap(signRecapObject)).toBe(signRecapPadded.replace(/=+$/, ""))
  })

  it("writes ERC-5573's example byte for byte, keys sorted, and reads it back", () => {
    const shuffled: Recap = {
      att: {
        "mailto:username@example.com": {
          "msg/send": [{ to: "someone@email.com" }, { to: "joe@email.com" }],
          "msg/receive": [{ templates: ["newsletter", "marketing"], max_count: 5 }],
        },
        "https://example.com/pictures/": {
          "other/action": [{}],
          "crud/update": [{}],
          "crud/delete": [{}],
        },
      },
      ...(ercRecap.prf === undefined ? {} : { prf: ercRecap.prf }),
    }
    expect(encodeRecap(shuffled)).toBe(ercRecapUri)
    expect(decodeRecap(ercRecapUri)).toEqual(ercRecap)
    expect(encodeRecap(decodeRecap(ercSiweRecap) ?? { att: {} })).toBe(ercSiweRecap)
  })

  it("asks for methods as request abilities on a namespace, sorted and once each", () => {
    const recap = recapOfMethods("eip155", [
      "personal_sign",
      "eth_signTypedData_v4",
      "personal_sign",
    ])
    expect(recap).toEqual(signRecapObject)
    expect(Object.keys(recap.att.eip155 ?? {})).toEqual([
      "request/eth_signTypedData_v4",
      "request/personal_sign",
    ])
  })

  it.each([
    ["another scheme", "urn:other:eyJhdHQiOnt9fQ"],
    ["not base64", "urn:recap:!!!"],
    ["not UTF-8", `urn:recap:${base64urlnopad.encode(new Uint8Array([0xff, 0xfe]))}`],
    ["not JSON", recapOfJson("att")],
    ["no att", recapOfJson('{"prf":["x"]}')],
    ["an empty att", recapOfJson('{"att":{}}')],
    ["a resource that is not an object", recapOfJson('{"att":{"eip155":[]}}')],
    ["a resource with no ability", recapOfJson('{"att":{"eip155:1":{}}}')],
    ["an ability without a namespace", recapOfJson('{"att":{"a:b":{"read":[{}]}}}')],
    ["limits that are not objects", recapOfJson('{"att":{"a:b":{"crud/read":[1]}}}')],
    ["limits that are not an array", recapOfJson('{"att":{"a:b":{"crud/read":{}}}}')],
    ["a prf that is not strings", recapOfJson('{"att":{"a:b":{"crud/read":[{}]}},"prf":[1]}')],
  ])("a recap with %s is undefined", (_, uri) => {
    expect(decodeRecap(uri)).toBeUndefined()
  })
})

describe("the ReCap statement (ERC-5573)", () => {
  it("numbers each ability namespace of each resource, quoted, as ERC-5573's example", () => {
    expect(recapStatement([ercRecap])).toBe(
      `${preamble} (1) 'crud': 'delete', 'update' for 'https://example.com/pictures/'. (2) 'other': 'action' for 'https://example.com/pictures/'. (3) 'msg': 'receive', 'send' for 'mailto:username@example.com'.`,
    )
  })

  it("numbers on across several recaps, as wallet-authentication.md's example", () => {
    const recaps = [signRecapPadded, pushRecap, receiveRecap].map((uri) => decodeRecap(uri))
    expect(recapStatement(recaps.filter((recap) => recap !== undefined))).toBe(
      `${preamble} (1) 'request': 'eth_signTypedData_v4', 'personal_sign' for 'eip155'. (2) 'push': 'messages', 'notification' for 'eip155'. (3) 'receive': 'messages', 'notification' for 'eip155'.`,
    )
  })

  it("follows the dApp's statement after a space, or is the statement when it had none", () => {
    expect(recapStatement([signRecapObject], "Sign in to Foyer.")).toBe(
      `Sign in to Foyer. ${signWords}`,
    )
    expect(recapStatement([signRecapObject], "")).toBe(signWords)
    expect(recapStatement([signRecapObject])).toBe(signWords)
    expect(recapStatement([], "Sign in to Foyer.")).toBe("Sign in to Foyer.")
  })
})

describe("the signed text (EIP-4361)", () => {
  it("is wallet-authentication.md's example byte for byte", () => {
    expect(cacaoMessage(walletAuthPayload, iss)).toBe(
      `http://example.com wants you to sign in with your Ethereum account:
0x3613699A6c5D8BC97a08805876c8005543125F09

${signWords}

URI: https://example.com
Version: 1
Chain ID: 1
Nonce: 1
Issued At: 2024-02-19T09:29:21.394Z
Resources:
- ${signRecapPadded}`,
    )
  })

  it("is EIP-4361's example byte for byte", () => {
    const payload: CacaoPayload = {
      domain: "service.org",
      aud: "https://service.org/login",
      version: "1",
      nonce: "32891756",
      iat: "2021-09-30T16:25:24Z",
      statement: "I accept the ServiceOrg Terms of Service: https://service.org/tos",
      resources: [
        "ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/",
        "https://example.com/my-web2-claim.json",
      ],
    }
    expect(
      cacaoMessage(payload, "did:pkh:eip155:1:0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2"),
    ).toBe(`service.org wants you to sign in with your Ethereum account:
0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

I accept the ServiceOrg Terms of Service: https://service.org/tos

URI: https://service.org/login
Version: 1
Chain ID: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/my-web2-claim.json`)
  })

  it("is ERC-5573's ReCap example byte for byte", () => {
    const payload: CacaoPayload = {
      domain: "example.com",
      aud: "did:key:example",
      version: "1",
      nonce: "mynonce1",
      iat: "2022-06-21T12:00:00.000Z",
      resources: [ercSiweRecap],
    }
    expect(
      cacaoMessage(payload, "did:pkh:eip155:1:0x0000000000000000000000000000000000000000"),
    ).toBe(`example.com wants you to sign in with your Ethereum account:
0x0000000000000000000000000000000000000000

${preamble} (1) 'example': 'append', 'read' for 'https://example.com'. (2) 'other': 'action' for 'https://example.com'. (3) 'example': 'append', 'delete' for 'my:resource:uri.1'. (4) 'example': 'append' for 'my:resource:uri.2'. (5) 'example': 'append' for 'my:resource:uri.3'.

URI: did:key:example
Version: 1
Chain ID: 1
Nonce: mynonce1
Issued At: 2022-06-21T12:00:00.000Z
Resources:
- ${ercSiweRecap}`)
  })

  it("without a statement leaves two empty lines; optional fields follow Issued At in order", () => {
    const payload: CacaoPayload = {
      domain: "foyer.example",
      aud: "https://foyer.example/login",
      version: "1",
      nonce: "abcdefgh",
      iat: "2024-01-01T00:00:00Z",
      exp: "2024-01-02T00:00:00Z",
      nbf: "2024-01-01T00:00:10Z",
      requestId: "req-7",
      chainId: "eip155:1",
    }
    expect(cacaoMessage(payload, "did:pkh:eip155:137:0xabc")).toBe(
      `foyer.example wants you to sign in with your Ethereum account:
0xabc


URI: https://foyer.example/login
Version: 1
Chain ID: 137
Nonce: abcdefgh
Issued At: 2024-01-01T00:00:00Z
Expiration Time: 2024-01-02T00:00:00Z
Not Before: 2024-01-01T00:00:10Z
Request ID: req-7`,
    )
  })

  it("restates only the last resource's recap, and not again when the statement ends with it", () => {
    const twoRecaps = { ...walletAuthPayload, resources: [signRecapPadded, pushRecap] }
    expect(cacaoMessage(twoRecaps, iss)).toContain(
      `\n\n${preamble} (1) 'push': 'messages', 'notification' for 'eip155'.\n\n`,
    )
    const filledIn = { ...walletAuthPayload, statement: `Hi. ${signWords}` }
    expect(cacaoMessage(filledIn, iss)).toContain(`\n\nHi. ${signWords}\n\nURI:`)
    const notRecap = { ...walletAuthPayload, resources: [signRecapPadded, "https://example.com"] }
    expect(cacaoMessage(notRecap, iss)).toContain("\n\n\nURI:")
  })
})

// @walletconnect/utils (2.21.8, the sandbox wallet's), called as a black box: what a wallet using the sign client signs.
const theirs = ({ resources, ...payload }: CacaoPayload) => ({
  ...payload,
  ...(resources === undefined ? {} : { resources: [...resources] }),
})

describe("interop with @walletconnect/utils", () => {
  const base: CacaoPayload = {
    domain: "foyer.example",
    aud: "https://foyer.example/login",
    version: "1",
    nonce: "Xy12ab34Cd",
    iat: "2024-05-01T10:00:00.000Z",
  }
  const signRecap = encodeRecap(recapOfMethods("eip155", ["personal_sign", "eth_sendTransaction"]))
  const payloads: ReadonlyArray<[string, CacaoPayload]> = [
    ["no statement, no resources", base],
    ["a statement", { ...base, statement: "Welcome to Foyer." }],
    ["a recap, no statement", { ...base, resources: [signRecap] }],
    ["a recap and a statement", { ...base, statement: "Welcome.", resources: [signRecap] }],
    ["a recap after a URI", { ...base, resources: ["https://foyer.example/tos", signRecap] }],
    ["a recap before a URI", { ...base, resources: [signRecap, "https://foyer.example/tos"] }],
    ["two recaps", { ...base, statement: "Hi.", resources: [signRecap, pushRecap] }],
    ["the spec's padded recap", walletAuthPayload],
    [
      "exp, nbf and requestId",
      {
        ...base,
        statement: "Welcome.",
        exp: "2024-05-02T10:00:00.000Z",
        nbf: "2024-05-01T10:05:00.000Z",
        requestId: "42",
        resources: ["ipfs://bafy", signRecap],
      },
    ],
    ["an empty resource list", { ...base, resources: [] }],
  ]

  it.each(payloads)("writes the same text for %s", (_, payload) => {
    expect(cacaoMessage(payload, iss)).toBe(reference.formatMessage(theirs(payload), iss))
  })

  it("writes the same text for a statement the sign client filled in for the wallet", () => {
    const request = {
      ...base,
      chains: ["eip155:1", "eip155:10"],
      statement: "Hi.",
      resources: [signRecap],
    }
    const filled = reference.populateAuthPayload({
      authPayload: request,
      chains: ["eip155:1"],
      methods: ["personal_sign"],
    })
    const payload: CacaoPayload = {
      ...base,
      ...(filled.statement === undefined ? {} : { statement: filled.statement }),
      ...(filled.resources === undefined ? {} : { resources: filled.resources }),
    }
    expect(payload.statement).toContain(preamble)
    expect(cacaoMessage(payload, iss)).toBe(reference.formatMessage(theirs(payload), iss))
  })

  it("encodes recaps as the sign client does, and each reads the other's", () => {
    const methods = ["personal_sign", "eth_signTypedData_v4", "eth_sendTransaction"]
    const ours = encodeRecap(recapOfMethods("eip155", methods))
    expect(ours).toBe(reference.createEncodedRecap("eip155", "request", [...methods]))
    expect(reference.decodeRecap(ours)).toEqual(recapOfMethods("eip155", methods))
    const withLimits = reference.encodeRecap({
      att: { eip155: { "request/personal_sign": [{ chains: ["eip155:1"] }] } },
    })
    expect(decodeRecap(withLimits)).toEqual({
      att: { eip155: { "request/personal_sign": [{ chains: ["eip155:1"] }] } },
    })
    expect(reference.decodeRecap(signRecapPadded)).toEqual(decodeRecap(signRecapPadded))
  })

  it("words a recap's statement as the sign client does when a resource has one ability namespace", () => {
    for (const recap of [signRecapObject, recapOfMethods("eip155", ["b", "a"])]) {
      const att = { ...recap.att }
      expect(recapStatement([recap], "Hi.")).toBe(
        reference.formatStatementFromRecap("Hi.", { att }),
      )
      expect(recapStatement([recap])).toBe(reference.formatStatementFromRecap(undefined, { att }))
    }
  })

  it("differs from the sign client where ERC-5573's example has two namespaces on one resource", () => {
    // ERC-5573 words its example (1) 'crud' ... (2) 'other' ...; @walletconnect/utils puts 'other' first.
    const theirWords = reference.formatStatementFromRecap(undefined, { att: { ...ercRecap.att } })
    expect(theirWords).not.toBe(recapStatement([ercRecap]))
    expect(theirWords).toContain("(1) 'other': 'action'")
  })
})
