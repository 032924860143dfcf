import type { Effect } from "effect"
import { useCallback } from "react"
import { runInKit } from "./runInKit"
import { useFoyerClient } from "./useFoyerClient"

/** Runs an Effect on the kit's runtime and resolves with its value (see {@link useRun}). */
export type RunInKit = <A, E, R>(effect: Effect.Effect<A, E, R>) => Promise<A>

/**
 * A function that runs kernel actions (Effects needing kernel or enabled plugins' services) on
 * the kit's own runtime; the promise rejects with the Effect's typed error. Views never build
 * a runtime of their own.
 * @example
 * const run = useRun()
 * const submit = () => run(MyService.use((s) => s.submit(form))).catch(showError)
 */
export const useRun = (): RunInKit => {
  const client = useFoyerClient()
  return useCallback<RunInKit>((effect) => runInKit(client, effect), [client])
}
