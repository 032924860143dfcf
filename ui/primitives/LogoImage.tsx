import { useState } from "react"
import { isSafeImageUrl } from "../images/isSafeImageUrl"
import { letter, logo, squared } from "./LogoImage.css"

/** Props of {@link LogoImage}. */
export interface LogoImageProps {
  /** The image URL; drawn only when it is a data:image/ or https: URL. */
  readonly src: string | undefined
  /** What the image stands for (a token's symbol, a network's or method's name): its first letter is the fallback. */
  readonly name: string
  /** `sm` (icon size), `md` (a list row's, the default) or `lg` (an avatar's). */
  readonly size?: "sm" | "md" | "lg"
  /** `round` (tokens, networks; the default) or `square` with small corners (wallets, payment methods). */
  readonly shape?: "round" | "square"
}

/**
 * A token's, network's, wallet's or payment method's logo. A missing, unsafe or broken image
 * never leaves an empty square: the name's first letter (a monogram) stands in its place, in a
 * box of the same size. Decorative (`alt=""`, the monogram `aria-hidden`): the name is always
 * written next to it.
 * @example
 * <LogoImage src={token.icon} name={token.symbol} />
 */
export const LogoImage = ({ src, name, size = "md", shape = "round" }: LogoImageProps) => {
  const [broken, setBroken] = useState<string | undefined>(undefined)
  const className = shape === "square" ? `${logo[size]} ${squared}` : logo[size]
  if (isSafeImageUrl(src) && broken !== src) {
    return <img className={className} src={src} alt="" onError={() => setBroken(src)} />
  }
  // The letter is drawn by CSS from `data-monogram`, so it is not part of the text around it
  // (a row's text, a copied selection, a test's textContent): the name beside it is.
  return (
    <span className={`${className} ${letter}`} data-monogram={monogram(name)} aria-hidden="true" />
  )
}

/**
 * The first character of a name, upper-cased (the first code point, not UTF-16 unit: a symbol
 * may start with an emoji); "?" for a blank name.
 */
export const monogram = (name: string): string => {
  const [first = "?"] = name.trim()
  return first.toLocaleUpperCase()
}
