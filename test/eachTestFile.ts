// Vitest set-up file, run at the start of every test file: the clean-up test-support modules
// registered in test/fileHooks.ts runs after each test and after the file.
import { afterAll, afterEach } from "vitest"
import { runAfterFileHooks, runAfterTestHooks } from "./fileHooks"

afterEach(runAfterTestHooks)
afterAll(runAfterFileHooks)
