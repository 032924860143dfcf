import { createStore, type ReadableStore } from "../../core/state/Store"

/** The modal's views code (a lazy chunk): the router outlet, the toast, view preloading. */
export type ModalContentModule = typeof import("../modal/ModalContent")

const loaded = createStore<ModalContentModule | undefined>(undefined)
let pending: Promise<ModalContentModule> | undefined

/**
 * Downloads the modal's views code once; a failed download is tried again on the next call.
 * `loaded()` (and the store behind it) gives the module once it has arrived, so the shell
 * renders it directly: never through `React.lazy`, whose Suspense fallback would hold the
 * modal back by React's fallback throttle (issue 14).
 */
export const loadModalContent = Object.assign(
  (): Promise<ModalContentModule> => {
    pending ??= import("../modal/ModalContent").then(
      (module) => {
        loaded.update(() => module)
        return module
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  },
  {
    /** The module if it has arrived, else undefined; never downloads. */
    loaded: (): ModalContentModule | undefined => loaded.getSnapshot(),
    store: loaded as ReadableStore<ModalContentModule | undefined>,
  },
)
