// `npm run sandbox:token` (npx tsx sandbox/devnet/writeTestTokenArtifact.ts): compiles
// contracts/FoyerTestToken.sol with solc and writes FoyerTestToken.json, the artifact the
// sandbox deploys. Run it after changing the contract; compileTestToken.test.ts fails until then.
import { writeFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import { compileTestToken, testTokenArtifactJson } from "./compileTestToken"

const path = fileURLToPath(new URL("./FoyerTestToken.json", import.meta.url))
await writeFile(path, testTokenArtifactJson(await compileTestToken()))
process.stdout.write(`Wrote ${path}\n`)
