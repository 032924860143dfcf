import { isSafeImageUrl } from "../images/isSafeImageUrl"
import { bigIcon } from "../primitives/Text.css"

/** A wallet's (or profile's) large image: the URL only when safe, else a plain circle. */
export const WalletImage = ({ src }: { readonly src: string | undefined }) =>
  isSafeImageUrl(src) ? (
    <img className={bigIcon} src={src} alt="" />
  ) : (
    <span className={bigIcon} aria-hidden="true" />
  )
