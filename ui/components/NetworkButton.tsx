import { messages } from "../../core/errors/messages"
import { useFoyer } from "../hooks/useFoyer"
import { useFoyerNetwork } from "../hooks/useFoyerNetwork"
import { isSafeImageUrl } from "../images/isSafeImageUrl"
import { useFoyerHandle } from "../provider/FoyerContext"
import { useThemeRoot } from "../theme/useThemeRoot"
import { visuallyHidden } from "../theme/visuallyHidden.css"
import { networkButton, networkImage } from "./NetworkButton.css"
import { reportUnexpected } from "./reportUnexpected"

/**
 * The active network as a button (its name, or "Unknown Network"). Opens the network list.
 */
export const NetworkButton = () => {
  const { open } = useFoyer()
  const foyer = useFoyerHandle()
  const { caipNetwork } = useFoyerNetwork()
  const root = useThemeRoot()
  const image = caipNetwork?.assets?.imageUrl
  return (
    <button
      type="button"
      {...root}
      className={networkButton}
      onClick={(event) => {
        foyer.setOpener(event.currentTarget)
        open({ view: "SwitchNetwork" }).catch(reportUnexpected)
      }}
    >
      {isSafeImageUrl(image) ? <img className={networkImage} src={image} alt="" /> : null}
      <span className={visuallyHidden}>Network: </span>
      {caipNetwork?.name ?? messages.unknownNetwork}
    </button>
  )
}
