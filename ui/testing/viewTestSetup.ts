/**
 * The set-up every view test shares (not part of the public API): warm the lazy chunks once,
 * and unmount whatever a test rendered.
 */
import { afterEach, beforeAll } from "vitest"
import type { Rendered } from "./renderFoyer"
import { warmChunks } from "./renderFoyer"

const mounted: Array<Rendered> = []

/** Registers a rendered tree for unmounting after the test. */
export const track = <T extends { readonly rendered: Rendered }>(result: T): T => {
  mounted.push(result.rendered)
  return result
}

beforeAll(warmChunks, 60_000)

afterEach(async () => {
  for (const rendered of mounted.splice(0)) await rendered.unmount()
  document.body.innerHTML = ""
})
