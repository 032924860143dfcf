import type { Address, Hex } from "viem"
import artifact from "./Multicall3.json" with { type: "json" }

/**
 * Multicall3 (mds1/multicall) as committed in `Multicall3.json`: its canonical address and
 * its creation bytecode (viem's). `writeMulticall3Artifact.ts` rewrites the file;
 * `multicall3Artifact.test.ts` fails while it differs from the installed viem's.
 */
export const multicall3Artifact: { readonly address: Address; readonly bytecode: Hex } = {
  // JSON types every string as string; the test checks both.
  address: artifact.address as Address,
  bytecode: artifact.bytecode as Hex,
}
