import { useMemo, useState } from "react"
import { identicon } from "../images/identicon"
import { isSafeImageUrl } from "../images/isSafeImageUrl"
import { avatar } from "./Account.css"

/** Props of {@link AccountAvatar}. */
export interface AccountAvatarProps {
  /** The account's address: the identicon is drawn from it. */
  readonly address: string
  /** The name's image (`profileImage`), untrusted. */
  readonly image: string | undefined
}

/**
 * The account's picture: its name's image when the URL is safe (data:image/ or https:) and
 * loads, else the address's identicon, the same picture for the same address every time.
 * Decorative: the name or address is written next to it.
 */
export const AccountAvatar = ({ address, image }: AccountAvatarProps) => {
  const [broken, setBroken] = useState<string | undefined>(undefined)
  const picture = useMemo(() => identicon(address), [address])
  if (isSafeImageUrl(image) && broken !== image) {
    return <img className={avatar} src={image} alt="" onError={() => setBroken(image)} />
  }
  const { size, background, cells } = picture
  // A cell's margin around the grid, so that the round crop cuts no more than the corners' tips.
  return (
    <svg
      className={avatar}
      viewBox={`-1 -1 ${size + 2} ${size + 2}`}
      shapeRendering="crispEdges"
      aria-hidden="true"
      focusable="false"
      data-identicon=""
    >
      <rect x="-1" y="-1" width={size + 2} height={size + 2} fill={background} />
      {cells.map((cell) => (
        <rect
          key={`${cell.x},${cell.y}`}
          x={cell.x}
          y={cell.y}
          width="1"
          height="1"
          fill={cell.fill}
        />
      ))}
    </svg>
  )
}
