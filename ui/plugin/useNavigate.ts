import { useMemo } from "react"
import type { AnyViewName, ViewData } from "../../core"
import { pushView, replaceView, runInKit, showErrorToast } from "./runInKit"
import { useFoyerClient } from "./useFoyerClient"

/** The modal's navigation, as a view uses it (spec 2 navigation rules). */
export interface Navigate {
  /** Shows `name` on top of the current view (nothing when it is the current one). */
  readonly push: <Name extends AnyViewName>(name: Name, data?: ViewData<Name>) => Promise<void>
  /** Swaps the current view for `name`. */
  readonly replace: <Name extends AnyViewName>(name: Name, data?: ViewData<Name>) => Promise<void>
  /** Goes back one view; closes the modal when only one remains. */
  readonly back: () => Promise<void>
  /** Closes the modal. */
  readonly close: () => Promise<void>
}

/**
 * Navigation for a view: push, replace, back and close. Failures (a view no enabled plugin
 * provides) show as the error toast rather than reject, so a click handler needs no catch.
 * @example
 * const navigate = useNavigate()
 * <Button onClick={() => navigate.push("SwitchNetwork")}>Network</Button>
 */
export const useNavigate = (): Navigate => {
  const client = useFoyerClient()
  return useMemo<Navigate>(
    () => ({
      push: (name, data) => pushView(client, name, data),
      replace: (name, data) => replaceView(client, name, data),
      back: () =>
        runInKit(client, client.stores.modal.goBack).catch((error: unknown) =>
          showErrorToast(client, error),
        ),
      close: () => client.close().catch((error: unknown) => showErrorToast(client, error)),
    }),
    [client],
  )
}
