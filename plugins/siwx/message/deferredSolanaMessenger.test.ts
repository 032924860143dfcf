// Issue 36: "no Solana or Bitcoin code before the visitor picks such a wallet or network". The
// sign-in plugin's page code holds the solana messenger deferred: Sign-In With Solana's code
// is a chunk of its own, imported by the first Solana sign-in, and answers as before.
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { Effect, Result } from "effect"
import { describe, expect, it } from "vitest"
import { staticImportGraph } from "../../../ui/bundle/staticImports"
import { deferredSolanaMessenger } from "./deferredSolanaMessenger"
import { eip155Messenger } from "./eip155/eip155Messenger"
import type { SiwxMessageFields } from "./SiwxMessageFields"
import type { SiwxMessenger } from "./SiwxMessenger"
import { solanaMessenger } from "./solana/solanaMessenger"
import { type SiwxExpectations, verifySiwxMessage } from "./verifySiwxMessage"

const repo = resolve(fileURLToPath(import.meta.url), "../../../..")

describe("the page's solana sign-in messenger is imported by the first Solana sign-in", () => {
  it("the sign-in plugin's entry, kit, flow, server store and view reach no Sign-In With Solana code statically, and the deferred messenger imports it as a chunk", () => {
    const pageModules = [
      "plugins/siwx/index.ts",
      "plugins/siwx/siwxKit.ts",
      "plugins/siwx/SiwxFlowService.ts",
      "plugins/siwx/SiwxServerSessionStore.ts",
      "plugins/siwx/views/SIWXSignMessage.tsx",
    ]
    for (const module of pageModules) {
      const graph = staticImportGraph(resolve(repo, module))
      const files = [...graph.files].map((file) => relative(repo, file))
      expect(
        files.filter((file) => file.startsWith("plugins/siwx/message/solana/")),
        module,
      ).toEqual([])
      expect(
        [...graph.packages].filter((name) => /^@(noble|scure|solana)\//.test(name)),
        module,
      ).toEqual([])
    }
    const deferred = staticImportGraph(
      resolve(repo, "plugins/siwx/message/deferredSolanaMessenger.ts"),
    )
    expect([...deferred.dynamic].map((file) => relative(repo, file))).toEqual([
      "plugins/siwx/message/solana/solanaMessenger.ts",
    ])
  })

  describe("through verifySiwxMessage, it answers as the solana messenger does", () => {
    const signerKey = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
    const signer = base58.encode(ed25519.getPublicKey(signerKey))
    const fields: SiwxMessageFields = {
      accountAddress: signer,
      chainId: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
      domain: "dapp.example",
      uri: "https://dapp.example/login",
      version: "1",
      nonce: "n0nce1234",
      statement: "Sign in to Example",
      issuedAt: "2026-03-01T12:00:00.000Z",
    }
    const deferred = deferredSolanaMessenger()
    const verifyWith = async (
      solana: SiwxMessenger,
      change: { readonly message?: string; readonly expected?: Partial<SiwxExpectations> },
    ) => {
      const message = await Effect.runPromise(solana.createMessage(fields))
      const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), signerKey))
      const result = await Effect.runPromise(
        Effect.result(
          verifySiwxMessage([eip155Messenger(), solana], {
            message: change.message ?? message,
            signature,
            now: new Date("2026-03-01T12:00:01.000Z"),
            expected: {
              domain: "dapp.example",
              nonce: "n0nce1234",
              chainId: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
              accountAddress: signer,
              ...change.expected,
            },
          }),
        ),
      )
      return Result.isFailure(result) ? result.failure._tag : result.success
    }

    it.each([
      ["a good sign-in", {}],
      // sameAccount is exact equality: the loaded one's Solana-key check adds nothing for an
      // address parsing already checked.
      ["another case of the account", { expected: { accountAddress: signer.toLowerCase() } }],
      ["an address that is no Solana key", { expected: { accountAddress: "0xA" } }],
      ["another nonce", { expected: { nonce: "other1234" } }],
      ["a text that does not parse", { message: "dapp.example wants you to sign in" }],
    ])("%s", async (_, change) => {
      const expected = await verifyWith(solanaMessenger(), change)
      expect(await verifyWith(deferred, change)).toEqual(expected)
    })

    it("gives the solana fields of a good sign-in", async () => {
      expect(await verifyWith(deferred, {})).toEqual(fields)
    })
  })
})
