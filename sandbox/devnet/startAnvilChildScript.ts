// Run by startAnvil.test.ts in a separate Node process: starts anvil, prints its pid as
// one JSON line and stays alive until the test kills this process.
import { startAnvil } from "./startAnvil"

const anvil = await startAnvil({ chainId: 31337, accounts: 1 })
process.stdout.write(`${JSON.stringify({ pid: anvil.pid })}\n`)
