import { definePluginKit } from "../../core"
import { PayForm } from "./PayForm"

/**
 * The pay plugin's Effect side: the handle on its flow. The kernel imports this module when
 * it starts; the flow itself loads with the PayWithExchange view (see {@link PayForm}).
 */
export default definePluginKit({
  layer: () => PayForm.layer,
})
