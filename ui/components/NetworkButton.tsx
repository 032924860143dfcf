import { useFoyer } from "../hooks/useFoyer"
import { useFoyerNetwork } from "../hooks/useFoyerNetwork"
import { isSafeImageUrl } from "../images/isSafeImageUrl"
import { useMessage } from "../plugin/useMessage"
import { useFoyerHandle } from "../provider/FoyerContext"
import { useThemeRoot } from "../theme/useThemeRoot"
import { visuallyHidden } from "../theme/visuallyHidden.css"
import { networkButton, networkImage } from "./NetworkButton.css"
import { usePreloadOnIntent } from "./preloadOnIntent"
import { reportUnexpected } from "./reportUnexpected"

/**
 * The active network as a button (its name, or "Unknown Network"). Opens the network list.
 */
export const NetworkButton = () => {
  const { open } = useFoyer()
  const foyer = useFoyerHandle()
  const intent = usePreloadOnIntent(foyer)
  const { caipNetwork } = useFoyerNetwork()
  const root = useThemeRoot()
  const message = useMessage()
  const image = caipNetwork?.assets?.imageUrl
  return (
    <button
      type="button"
      {...root}
      {...intent}
      className={networkButton}
      onClick={(event) => {
        foyer.setOpener(event.currentTarget)
        open({ view: "SwitchNetwork" }).catch(reportUnexpected)
      }}
    >
      {isSafeImageUrl(image) ? <img className={networkImage} src={image} alt="" /> : null}
      {/* One text node: the server renders no comment inside it, so hydration matches exactly. */}
      <span className={visuallyHidden}>{`${message("networkButton.label")} `}</span>
      {caipNetwork?.name ?? message("network.unknown")}
    </button>
  )
}
