// What `npm run size` counts as Solana or Bitcoin code, which issue 36 keeps off the page until
// the visitor picks a wallet or network of those families.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { chunkModulesFile } from "../examples/demo/vite.config"
import {
  chainStartupModules,
  describeChainModules,
  isChainCode,
  readChunkModules,
  withChainCode,
} from "./chainCode"

const classified = (ids: ReadonlyArray<string>) => ids.map((id) => [id, isChainCode(id)])

describe("Solana and Bitcoin code (issue 36: none before the visitor picks such a wallet or network)", () => {
  it("is every module of dist/plugins/solana/ and dist/plugins/bitcoin/ but the start-up ones: the adapters, the connectors' sessions, the transfers", () => {
    expect(
      classified([
        "dist/plugins/solana/solanaAdapter.js",
        "dist/plugins/solana/StandardWallet.js",
        "dist/plugins/solana/walletStandardConnectors.js",
        "dist/plugins/solana/solanaNetworks.js",
        "dist/plugins/solana/transfers/sendTransfer.js",
        "dist/plugins/bitcoin/bitcoinAdapter.js",
        "dist/plugins/bitcoin/satsConnectProvider.js",
        "dist/plugins/bitcoin/bitcoinStandardConnectors.js",
      ]),
    ).toEqual([
      ["dist/plugins/solana/solanaAdapter.js", true],
      ["dist/plugins/solana/StandardWallet.js", true],
      ["dist/plugins/solana/walletStandardConnectors.js", true],
      ["dist/plugins/solana/solanaNetworks.js", true],
      ["dist/plugins/solana/transfers/sendTransfer.js", true],
      ["dist/plugins/bitcoin/bitcoinAdapter.js", true],
      ["dist/plugins/bitcoin/satsConnectProvider.js", true],
      ["dist/plugins/bitcoin/bitcoinStandardConnectors.js", true],
    ])
  })

  it("leaves out each plugin's start-up modules: its entry, meta, kit, Solana's options schema, and its discovery/ folder", () => {
    expect(
      classified([
        "dist/plugins/solana/index.js",
        "dist/plugins/solana/meta.js",
        "dist/plugins/solana/solanaKit.js",
        "dist/plugins/solana/SolanaOptions.js",
        "dist/plugins/solana/discovery/listWallets.js",
        "dist/plugins/bitcoin/index.js",
        "dist/plugins/bitcoin/meta.js",
        "dist/plugins/bitcoin/bitcoinKit.js",
        "dist/plugins/bitcoin/discovery/satsConnect.js",
      ]).filter(([, chain]) => chain),
    ).toEqual([])
  })

  it("reads each plugin's start-up list on its own: another plugin's kit or options file is chain code, and so is a discovery module outside discovery/", () => {
    expect(
      classified([
        "dist/plugins/solana/walletStandardDiscovery.js",
        "dist/plugins/bitcoin/solanaKit.js",
        "dist/plugins/bitcoin/SolanaOptions.js",
        "dist/plugins/solana/bitcoinKit.js",
      ]),
    ).toEqual([
      ["dist/plugins/solana/walletStandardDiscovery.js", true],
      ["dist/plugins/bitcoin/solanaKit.js", true],
      ["dist/plugins/bitcoin/SolanaOptions.js", true],
      ["dist/plugins/solana/bitcoinKit.js", true],
    ])
    expect(chainStartupModules.bitcoin).not.toContain("SolanaOptions.js")
  })

  it("names a start-up module by its whole path in the plugin folder: a same-named file deeper down is chain code", () => {
    expect(
      classified(["dist/plugins/solana/transfers/index.js", "dist/plugins/solana/x/meta.js"]),
    ).toEqual([
      ["dist/plugins/solana/transfers/index.js", true],
      ["dist/plugins/solana/x/meta.js", true],
    ])
  })

  it("counts the sources as dist/ when the demo is built from them (plugins/solana/x.ts as x.js)", () => {
    expect(
      classified([
        "plugins/solana/solanaAdapter.ts",
        "plugins/solana/solanaKit.ts",
        "plugins/bitcoin/bitcoinKit.ts",
        "plugins/bitcoin/bitcoinAdapter.ts",
      ]),
    ).toEqual([
      ["plugins/solana/solanaAdapter.ts", true],
      ["plugins/solana/solanaKit.ts", false],
      ["plugins/bitcoin/bitcoinKit.ts", false],
      ["plugins/bitcoin/bitcoinAdapter.ts", true],
    ])
  })

  it("includes the chain-only libraries, WalletConnect's @noble/hashes and @scure/base too, nested installs and bundler ids alike", () => {
    expect(
      classified([
        "node_modules/@solana/kit/dist/index.browser.mjs",
        "node_modules/@solana/wallet-standard-features/lib/esm/index.js",
        "node_modules/@solana-program/token/dist/src/index.mjs",
        "node_modules/@scure/base/lib/esm/index.js",
        "node_modules/@noble/hashes/esm/sha2.js",
        "node_modules/@noble/curves/esm/ed25519.js",
        "node_modules/sats-connect/dist/index.mjs",
        "node_modules/@walletconnect/utils/node_modules/@noble/hashes/esm/sha3.js",
        "\0node_modules/@solana/kit/dist/index.browser.mjs?commonjs-es-import",
      ]).filter(([, chain]) => !chain),
    ).toEqual([])
  })

  it("excludes the rest: the kernel, the UI, other plugins, other libraries (the Wallet Standard's, other @scure and @solana-lookalike packages)", () => {
    expect(
      classified([
        "dist/core/index.js",
        "dist/ui/views/Connect.js",
        "dist/plugins/send/index.js",
        "dist/plugins/solanaPay/adapter.js",
        "dist/plugins/siwx/message/solana/ed25519Verifier.js",
        "node_modules/effect/dist/Effect.js",
        "node_modules/@wallet-standard/app/lib/esm/wallets.js",
        "node_modules/@scure/bip32/lib/esm/index.js",
        "node_modules/@solana-mobile/x/index.js",
        "node_modules/sats-connect-extra/index.js",
        "examples/demo/src/main.tsx",
        "\0rolldown/runtime.js",
      ]).filter(([, chain]) => chain),
    ).toEqual([])
  })
})

describe("a chunk's chain modules, as `npm run size` prints them", () => {
  it("lists each plugin module by its path and each library once, with how many of its modules", () => {
    expect(
      describeChainModules([
        "dist/plugins/solana/solanaAdapter.js",
        "node_modules/@solana/kit/dist/index.browser.mjs",
        "node_modules/@scure/base/lib/esm/index.js",
        "node_modules/@solana/kit/dist/other.mjs",
        "node_modules/sats-connect/dist/index.mjs",
        "dist/plugins/bitcoin/bitcoinAdapter.js",
      ]),
    ).toEqual([
      "dist/plugins/solana/solanaAdapter.js",
      "dist/plugins/bitcoin/bitcoinAdapter.js",
      "node_modules/@solana/kit (2 modules)",
      "node_modules/@scure/base",
      "node_modules/sats-connect",
    ])
  })
})

describe("the chain code of the scripts a page loaded", () => {
  it("finds each script's chunk in the build's module list by its path and keeps only the chain modules; a chunk the list lacks gives undefined", () => {
    const chunks = {
      "assets/foyer-A1.js": ["dist/core/index.js", "dist/plugins/solana/index.js"],
      "assets/solanaKit-B2.js": [
        "dist/plugins/solana/solanaKit.js",
        "dist/plugins/solana/StandardWallet.js",
        "node_modules/@wallet-standard/app/lib/esm/wallets.js",
        "node_modules/@scure/base/lib/esm/index.js",
      ],
    }
    expect(
      withChainCode(
        [
          { path: "/assets/foyer-A1.js", gzipBytes: 100 },
          { path: "/assets/solanaKit-B2.js", gzipBytes: 50 },
          { path: "/assets/unknown-C3.js", gzipBytes: 7 },
        ],
        chunks,
      ),
    ).toEqual([
      { path: "/assets/foyer-A1.js", gzipBytes: 100, chainModules: [] },
      {
        path: "/assets/solanaKit-B2.js",
        gzipBytes: 50,
        chainModules: [
          "dist/plugins/solana/StandardWallet.js",
          "node_modules/@scure/base/lib/esm/index.js",
        ],
      },
      { path: "/assets/unknown-C3.js", gzipBytes: 7, chainModules: undefined },
    ])
  })
})

describe("the build's module list", () => {
  let folder: string | undefined
  afterEach(() => {
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true })
    folder = undefined
  })
  const buildWith = (content: string) => {
    folder = mkdtempSync(join(tmpdir(), "chain-code-"))
    const file = join(folder, chunkModulesFile)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, content)
    return folder
  }

  it("is read from the demo build's chunk-modules file", () => {
    const chunks = { "assets/a-1.js": ["dist/core/index.js"] }
    expect(readChunkModules(buildWith(JSON.stringify(chunks)))).toEqual(chunks)
  })

  it("is refused when it is not a map of chunk files to module ids", () => {
    expect(() => readChunkModules(buildWith(JSON.stringify({ "assets/a-1.js": [1] })))).toThrow(
      `${chunkModulesFile}: not a map of chunk files to module ids`,
    )
    expect(() => readChunkModules(buildWith("[]"))).toThrow(
      `${chunkModulesFile}: not a map of chunk files to module ids`,
    )
  })
})
