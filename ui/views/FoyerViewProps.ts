import type { FoyerClient } from "../../core/client/FoyerClient"
import type { View } from "../../core/state/ViewName"

/** What the modal passes to every view, core or plugin: the running kit and the view entry with its data. */
export interface FoyerViewProps {
  readonly client: FoyerClient
  readonly view: View
}
