#!/usr/bin/env node
// `npm create foyer@latest [dir] -- [flags]` runs this: `foyer init` of the foyer-kit this
// package depends on, with the same arguments, so the questions, the flags and the app are
// exactly foyer init's.
import { runFoyerInit } from "./runFoyerInit"

try {
  process.exitCode = await runFoyerInit(process.argv.slice(2))
} catch (error) {
  // Only a broken install gets here (foyer-kit missing, node unable to start it): one line.
  process.stderr.write(`create-foyer: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
}
