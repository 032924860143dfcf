// foyer-kit/plugins/siwx/server runs on a dApp's backend (issue 35): it must load in plain
// Node, so it may reach no React, no vanilla-extract style, no DOM and not the kernel's entry
// (which would load the whole kit).
import { execFile } from "node:child_process"
import { createRequire } from "node:module"
import { relative, resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { promisify } from "node:util"
import { describe, expect, it } from "vitest"
import { staticImportGraph } from "../../../ui/bundle/staticImports"

const repo = resolve(fileURLToPath(import.meta.url), "../../../..")
const entry = resolve(repo, "plugins/siwx/server/index.ts")

describe("foyer-kit/plugins/siwx/server is server-safe", () => {
  const graph = staticImportGraph(entry)
  const files = [...graph.files].map((file) => relative(repo, file))

  it("statically imports only effect, viem and @scure/base (Solana's base58): no react, no react-dom", () => {
    expect([...graph.packages].sort()).toEqual([
      "@scure/base",
      "effect",
      "viem",
      "viem/actions",
      "viem/siwe",
    ])
  })

  it("reaches only the sign-in message code and itself: no kernel, no UI, no view, no style", () => {
    expect(
      files.filter(
        (file) =>
          !file.startsWith("plugins/siwx/message/") && !file.startsWith("plugins/siwx/server/"),
      ),
    ).toEqual([])
    expect(files.filter((file) => file.endsWith(".tsx") || file.endsWith(".css.ts"))).toEqual([])
    // Only the ed25519 curve, loaded with the first Solana signature checked.
    expect([...graph.dynamic].map((file) => relative(repo, file))).toEqual([
      "plugins/siwx/message/solana/ed25519Verifier.ts",
    ])
  })

  it("runs in a plain Node process (no DOM): writes, parses and verifies a message a viem account signed, and a Sign-In With Solana message an ed25519 key signed", async () => {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
    // The child imports the entry's source through tsx, as a backend would import the built
    // module: a React, style or DOM import fails there, where Vitest's set-up might hide it.
    const script = `
      const server = await import(${JSON.stringify(pathToFileURL(entry).href)})
      const { privateKeyToAccount } = await import("viem/accounts")
      const account = privateKeyToAccount(
        "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
      )
      const expected = {
        domain: "dapp.example",
        uri: "https://dapp.example",
        nonce: "Kp3x9QwZ2mTr",
        chainId: "eip155:1",
      }
      const message = server.writeSiwxMessage({
        accountAddress: account.address,
        chainId: "eip155:1",
        domain: "dapp.example",
        uri: "https://dapp.example/app",
        version: "1",
        nonce: "Kp3x9QwZ2mTr",
        issuedAt: "2026-03-01T12:00:00Z",
        expirationTime: "2026-03-01T13:00:00Z",
      })
      const signature = await account.signMessage({ message })
      const now = new Date("2026-03-01T12:30:00Z")
      const verified = await server.verifySiwxSignIn({ message, signature, expected, now })
      const refusal = (input) =>
        server.verifySiwxSignIn(input).then(() => "accepted", (error) => error._tag)
      const late = new Date("2026-03-01T13:00:00Z")
      // A Solana account (Sign-In With Solana): ed25519, the signature in base58.
      const { ed25519 } = await import("@noble/curves/ed25519")
      const { base58 } = await import("@scure/base")
      const solanaKey = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
      const solanaAddress = base58.encode(ed25519.getPublicKey(solanaKey))
      const solanaExpected = { ...expected, chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" }
      const solanaMessage = server.writeSiwxMessage({
        accountAddress: solanaAddress,
        chainId: solanaExpected.chainId,
        domain: "dapp.example",
        uri: "https://dapp.example/app",
        version: "1",
        nonce: "Kp3x9QwZ2mTr",
        issuedAt: "2026-03-01T12:00:00Z",
      })
      const solanaSigned = (key) =>
        base58.encode(ed25519.sign(new TextEncoder().encode(solanaMessage), key))
      const solanaVerified = await server.verifySiwxSignIn({
        message: solanaMessage,
        signature: solanaSigned(solanaKey),
        expected: solanaExpected,
        now,
      })
      console.log(JSON.stringify({
        browser: [typeof window, typeof document, typeof localStorage],
        message,
        parsed: server.parseSiwxMessage(message),
        verified,
        solana: {
          message: solanaMessage,
          parsed: server.parseSiwxMessage(solanaMessage),
          verified: solanaVerified,
          refused: await refusal({
            message: solanaMessage,
            signature: solanaSigned(Uint8Array.from({ length: 32 }, (_, i) => i + 33)),
            now,
            expected: solanaExpected,
          }),
          solanaAddress,
        },
        refused: [
          await refusal({ message, signature, now, expected: { ...expected, nonce: "Other1234" } }),
          await refusal({ message, signature, now: late, expected }),
          await refusal({ message: message.replace("/app", "/pay"), signature, now, expected }),
        ],
      }))
    `
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", tsx, "--input-type=module", "--eval", script],
      { cwd: repo, timeout: 60_000 },
    )
    const fields = {
      accountAddress: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
      chainId: "eip155:1",
      domain: "dapp.example",
      uri: "https://dapp.example/app",
      version: "1",
      nonce: "Kp3x9QwZ2mTr",
      issuedAt: "2026-03-01T12:00:00Z",
      expirationTime: "2026-03-01T13:00:00Z",
    }
    const read = JSON.parse(stdout)
    const solanaFields = {
      accountAddress: read.solana.solanaAddress,
      chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      domain: "dapp.example",
      uri: "https://dapp.example/app",
      version: "1",
      nonce: "Kp3x9QwZ2mTr",
      issuedAt: "2026-03-01T12:00:00Z",
    }
    expect(read).toEqual({
      browser: ["undefined", "undefined", "undefined"],
      message: [
        "dapp.example wants you to sign in with your Ethereum account:",
        "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
        "",
        "",
        "URI: https://dapp.example/app",
        "Version: 1",
        "Chain ID: 1",
        "Nonce: Kp3x9QwZ2mTr",
        "Issued At: 2026-03-01T12:00:00Z",
        "Expiration Time: 2026-03-01T13:00:00Z",
      ].join("\n"),
      parsed: fields,
      verified: fields,
      refused: ["SiwxNonceMismatchError", "SiwxMessageExpiredError", "SiwxSignatureInvalidError"],
      solana: {
        message: [
          "dapp.example wants you to sign in with your Solana account:",
          read.solana.solanaAddress,
          "",
          "URI: https://dapp.example/app",
          "Version: 1",
          "Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
          "Nonce: Kp3x9QwZ2mTr",
          "Issued At: 2026-03-01T12:00:00Z",
        ].join("\n"),
        parsed: solanaFields,
        verified: solanaFields,
        refused: "SiwxSignatureInvalidError",
        solanaAddress: read.solana.solanaAddress,
      },
    })
  })
})
