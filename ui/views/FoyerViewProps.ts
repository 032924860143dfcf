import type { FoyerClient, View } from "../../core"

/** What the modal passes to every view, core or plugin: the running kit and the view entry with its data. */
export interface FoyerViewProps {
  readonly client: FoyerClient
  readonly view: View
}
