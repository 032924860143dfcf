// `npx tsx sandbox/devnet/writeFarcasterRegistriesArtifact.ts`: compiles
// contracts/SandboxFarcasterIdRegistry.sol and
// contracts/SandboxFarcasterKeyRegistry.sol with solc and writes SandboxFarcasterRegistries.json,
// the artifact the sandbox places. Run it after changing the contracts;
// compileFarcasterRegistries.test.ts fails until then.
import { writeFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import {
  compileFarcasterRegistries,
  farcasterRegistriesArtifactJson,
} from "./compileFarcasterRegistries"

const path = fileURLToPath(new URL("./SandboxFarcasterRegistries.json", import.meta.url))
await writeFile(path, farcasterRegistriesArtifactJson(await compileFarcasterRegistries()))
process.stdout.write(`Wrote ${path}\n`)
