/**
 * The set-up every view test shares (not part of the public API): warm the lazy chunks once,
 * and unmount whatever a test rendered.
 */
import { beforeAll } from "vitest"
import type { FoyerOptions } from "../../core"
import { afterEveryTest } from "../../test/fileHooks"
import { connectWallet, startTestKit } from "../../test/testFoyerClient"
import type { Rendered } from "./renderFoyer"
import { openView, warmChunks } from "./renderFoyer"

const mounted: Array<Rendered> = []

/** Registers a rendered tree for unmounting after the test. */
export const track = <T extends { readonly rendered: Rendered }>(result: T): T => {
  mounted.push(result.rendered)
  return result
}

beforeAll(warmChunks, 60_000)

afterEveryTest(async () => {
  if (mounted.length === 0) return
  for (const rendered of mounted.splice(0)) await rendered.unmount()
  document.body.innerHTML = ""
})

/**
 * The Account view of a test kit with `plugins`, its wallet connected: the kit, the dialog,
 * and the names of its buttons in order (what a plugin's Account action adds).
 */
export const connectedAccountView = async (plugins: NonNullable<FoyerOptions["plugins"]>) => {
  const kit = await startTestKit({ plugins })
  await connectWallet(kit)
  const { dialog } = track(await openView(kit.client, { name: "Account" }))
  const names = [...dialog.querySelectorAll("button")].map(
    (button) => button.getAttribute("aria-label") ?? button.textContent,
  )
  return { kit, dialog, names }
}
