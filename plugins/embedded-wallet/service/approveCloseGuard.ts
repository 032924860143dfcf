import { Effect } from "effect"
import { KernelConfig, Modal } from "../../../core"

/** The sign-in view (spec 2): it shows only while no session exists for the account. */
const signInView = "SIWXSignMessage"

/**
 * Whether a visitor's close is refused on ApproveTransaction (spec 2: "Close is disabled on
 * the sign-in and approve views when sign-in is required and no session exists"): sign-in is
 * required, and the approval is the sign-in's own signature (the sign-in view is under it in
 * the modal's history, which it is only while no session exists).
 * @example
 * approveCloseRefused(true, ["SIWXSignMessage", "ApproveTransaction"]) // true
 */
export const approveCloseRefused = (
  signInRequired: boolean,
  history: ReadonlyArray<{ readonly name: string }>,
): boolean => signInRequired && history.some((view) => view.name === signInView)

/** {@link approveCloseRefused} on the kit's configuration and modal, as the route's close guard. */
export const approveCloseGuard: Effect.Effect<boolean, never, KernelConfig | Modal> = Effect.gen(
  function* () {
    const { config } = yield* KernelConfig
    const { router } = (yield* Modal).getSnapshot()
    return approveCloseRefused(config.siwx?.required === true, router.history)
  },
)
