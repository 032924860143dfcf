/**
 * Clean-up that test-support modules need after every test or test file.
 *
 * The suite runs its files without isolation (vitest.config.ts): a worker imports a module
 * once and every later file reuses it. A support module that called `afterEach` when it was
 * imported would therefore clean up only after the first file that imported it. Instead it
 * registers its clean-up here, and the set-up file every test file runs
 * (test/eachTestFile.ts) calls them all after each test and after each file. A hook finds
 * nothing to do in a file that did not use its module.
 */

type Hook = () => unknown

const afterTest: Array<Hook> = []
const afterFile: Array<Hook> = []

/** Runs `hook` after every test from now on, in this worker; returns what unregisters it. */
export const afterEveryTest = (hook: Hook): (() => void) => {
  afterTest.push(hook)
  return () => {
    const index = afterTest.indexOf(hook)
    if (index !== -1) afterTest.splice(index, 1)
  }
}

/** Runs `hook` after every test file from now on, in this worker. */
export const afterEveryFile = (hook: Hook): void => {
  afterFile.push(hook)
}

// Newest first, as Vitest runs hooks registered in one file: a module imported later (a
// renderer) is taken down before the modules it was built on (the kits it renders).
const runNewestFirst = async (hooks: ReadonlyArray<Hook>): Promise<void> => {
  for (const hook of [...hooks].reverse()) await hook()
}

/** What test/eachTestFile.ts calls after each test. */
export const runAfterTestHooks = (): Promise<void> => runNewestFirst(afterTest)

/** What test/eachTestFile.ts calls after each file. */
export const runAfterFileHooks = (): Promise<void> => runNewestFirst(afterFile)
