// `npx tsx sandbox/devnet/writeSmartAccountArtifact.ts`: compiles contracts/SandboxSmartAccount.sol
// and contracts/SandboxSmartAccountFactory.sol with solc and writes SandboxSmartAccount.json,
// the artifact the sandbox places. Run it after changing a contract; compileSmartAccount.test.ts
// fails until then.
import { writeFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import { compileSmartAccount, smartAccountArtifactJson } from "./compileSmartAccount"

const path = fileURLToPath(new URL("./SandboxSmartAccount.json", import.meta.url))
await writeFile(path, smartAccountArtifactJson(await compileSmartAccount()))
process.stdout.write(`Wrote ${path}\n`)
