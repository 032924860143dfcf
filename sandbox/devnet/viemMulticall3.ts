// Dev-only: where the Multicall3 bytecode of Multicall3.json comes from. viem ships the
// contract's creation bytecode but does not export it, so it is read from viem's file.
import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import type { Hex } from "viem"

/** Multicall3's creation bytecode as the installed viem holds it (`multicall3Bytecode`). */
export const readViemMulticall3Bytecode = async (): Promise<Hex> => {
  // viem's main entry is _cjs/index.js; its ESM constants sit beside it under _esm/.
  const root = dirname(dirname(createRequire(import.meta.url).resolve("viem")))
  const source = await readFile(join(root, "_esm", "constants", "contracts.js"), "utf8")
  const found = /export const multicall3Bytecode = '(0x[0-9a-f]+)'/.exec(source)?.[1]
  if (found === undefined) throw new Error("viem no longer holds multicall3Bytecode")
  return found as Hex
}
