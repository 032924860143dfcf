// `npx tsx sandbox/devnet/writeMulticall3Artifact.ts`: writes Multicall3.json, the Multicall3
// creation bytecode the sandbox puts on its devnets, from the installed viem.
// multicall3Artifact.test.ts fails while the file differs from viem's.
import { writeFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import { multicall3Address } from "../../core/accounts/balances/multicall3Address"
import { readViemMulticall3Bytecode } from "./viemMulticall3"

const path = fileURLToPath(new URL("./Multicall3.json", import.meta.url))
const artifact = { address: multicall3Address, bytecode: await readViemMulticall3Bytecode() }
await writeFile(path, `${JSON.stringify(artifact, null, 2)}\n`)
process.stdout.write(`Wrote ${path}\n`)
