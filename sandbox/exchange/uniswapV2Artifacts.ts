// The Uniswap V2 packages are optional peer dependencies of foyer (see sandboxPackages.ts):
// their artifacts are read at run time from where the app installed them, never bundled.
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { Data } from "effect"
import type { Abi, Hex } from "viem"

/** A compiled contract as the Uniswap packages ship it: its ABI and creation bytecode. */
export interface UniswapV2Artifact {
  readonly abi: Abi
  readonly bytecode: Hex
}

/** The four Uniswap V2 contracts the sandbox exchange deploys or talks to. */
export interface UniswapV2Artifacts {
  /** `@uniswap/v2-core` UniswapV2Factory: creates pairs with CREATE2. */
  readonly factory: UniswapV2Artifact
  /** `@uniswap/v2-core` UniswapV2Pair: never deployed directly, the factory creates it. */
  readonly pair: UniswapV2Artifact
  /** `@uniswap/v2-periphery` UniswapV2Router02. */
  readonly router02: UniswapV2Artifact
  /** `@uniswap/v2-periphery` WETH9, the wrapped ether the router pairs ETH through. */
  readonly weth9: UniswapV2Artifact
}

/** A Uniswap V2 build artifact is not installed or is not an ABI with bytecode. */
export class UniswapV2ArtifactError extends Data.TaggedError("UniswapV2ArtifactError")<{
  readonly file: string
  readonly detail: string
  readonly cause?: unknown
}> {
  override get message(): string {
    return `Cannot read the Uniswap V2 artifact ${this.file}: ${this.detail}`
  }
}

/** Where each artifact sits in the installed packages. */
export const uniswapV2ArtifactFiles = {
  factory: "@uniswap/v2-core/build/UniswapV2Factory.json",
  pair: "@uniswap/v2-core/build/UniswapV2Pair.json",
  router02: "@uniswap/v2-periphery/build/UniswapV2Router02.json",
  weth9: "@uniswap/v2-periphery/build/WETH9.json",
} as const satisfies Record<keyof UniswapV2Artifacts, string>

/**
 * The keccak256 of UniswapV2Pair's creation code on mainnet: Router02's UniswapV2Library
 * `pairFor` computes pair addresses with it, so a factory whose pair code hashes otherwise
 * would make every router call miss its pair. The test checks both packages agree with it.
 */
export const uniswapV2PairInitCodeHash: Hex =
  "0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f"

const require = createRequire(import.meta.url)

const readArtifact = (file: string): UniswapV2Artifact => {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(require.resolve(file), "utf8"))
  } catch (cause) {
    throw new UniswapV2ArtifactError({ file, detail: "it is not installed or not JSON", cause })
  }
  const { abi, bytecode } = (typeof json === "object" && json !== null ? json : {}) as {
    abi?: unknown
    bytecode?: unknown
  }
  // The packages' waffle builds write bytecode as bare hex, without 0x.
  if (!Array.isArray(abi) || typeof bytecode !== "string" || !/^(0x)?[0-9a-f]+$/i.test(bytecode)) {
    throw new UniswapV2ArtifactError({ file, detail: "it has no abi array and hex bytecode" })
  }
  return {
    abi: abi as Abi,
    bytecode: (bytecode.startsWith("0x") ? bytecode : `0x${bytecode}`) as Hex,
  }
}

let artifacts: UniswapV2Artifacts | undefined

/**
 * Reads the Uniswap V2 factory, pair, Router02 and WETH9 artifacts from the installed
 * `@uniswap/v2-core` and `@uniswap/v2-periphery`, once per process (about 0.7 MB of JSON).
 * Throws `UniswapV2ArtifactError` when one is missing or malformed.
 */
export const readUniswapV2Artifacts = (): UniswapV2Artifacts => {
  artifacts ??= {
    factory: readArtifact(uniswapV2ArtifactFiles.factory),
    pair: readArtifact(uniswapV2ArtifactFiles.pair),
    router02: readArtifact(uniswapV2ArtifactFiles.router02),
    weth9: readArtifact(uniswapV2ArtifactFiles.weth9),
  }
  return artifacts
}
