import type { View } from "../../core"
import type { MessageLookup } from "../plugin/useMessage"

/** "MyPluginView" → "My Plugin View", for views without a title of their own. */
const humanize = (name: string): string =>
  name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase())

/**
 * The modal's title on `view`; it names the dialog. A view's route title (a message id) wins;
 * else the kernel's `view.<Name>.title` message; else the view's name spelled out. SwitchNetwork
 * opened without a target network is the network list, titled as such.
 */
export const viewTitle = (view: View, message: MessageLookup, routeTitle?: string): string => {
  if (view.name === "SwitchNetwork" && view.data === undefined) {
    return message("view.SwitchNetwork.listTitle")
  }
  if (routeTitle !== undefined) return message(routeTitle)
  const id = `view.${view.name}.title`
  const title = message(id)
  // An unknown id comes back as itself: this view has no title message.
  return title === id ? humanize(view.name) : title
}
