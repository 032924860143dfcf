// The `foyer` command. The package build adds the `#!/usr/bin/env node` line and compiles this
// to dist/cli/bin.js, which plain node runs; in the repository it runs with tsx
// (`tsx cli/bin.ts`). Nothing here may need a compiler: see main.ts.
import { runCli } from "./main"

process.exitCode = await runCli(process.argv.slice(2))
