#!/usr/bin/env node
// The `foyer` command. Foyer ships its TypeScript sources, so the CLI runs them through tsx
// (a dependency), registered for this process only.
import { register } from "tsx/esm/api"

register()
const { runCli } = await import("./main.ts")
process.exitCode = await runCli(process.argv.slice(2))
