import { errorText } from "./errorText"
/** Something long-running a command starts and must stop on Ctrl-C. */
export interface Stoppable {
  readonly stop: () => Promise<void>
}

/**
 * Runs a command's service until SIGINT or SIGTERM: prints `describe(service)` once it has
 * started, stops it on the first signal and exits 0 (1 when stopping fails; a second signal
 * gives up waiting). The handlers are registered before the start resolves, so a Ctrl-C
 * during start-up still stops whatever has started. Used by `npm run sandbox` and `npm start`.
 */
export const runUntilSignal = async <S extends Stoppable>(options: {
  readonly starting: Promise<S>
  /** What is being run, for the messages ("the sandbox", "the demo and the sandbox"). */
  readonly what: string
  readonly describe: (service: S) => string
}): Promise<void> => {
  let stopping = false
  const shutDown = (signal: NodeJS.Signals) => {
    // A second Ctrl-C gives up waiting; the anvil watchdogs still stop their nodes when this
    // process is gone.
    if (stopping) process.exit(1)
    stopping = true
    process.stdout.write(`${signal}: stopping ${options.what}…\n`)
    options.starting
      .then((service) => service.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`Stopping failed: ${errorText(error)}\n`)
          process.exit(1)
        },
      )
  }
  process.on("SIGINT", shutDown)
  process.on("SIGTERM", shutDown)
  try {
    const service = await options.starting
    if (!stopping) process.stdout.write(options.describe(service))
  } catch (error) {
    process.stderr.write(`Could not start ${options.what}: ${errorText(error)}\n`)
    process.exit(1)
  }
}
