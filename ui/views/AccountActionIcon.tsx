import { useEffect, useState } from "react"
import type { ActionGlyph, ActionIconLoader } from "../../core"
import { LineIcon } from "../primitives/LineIcon"
import { lineIcon } from "../primitives/LineIcon.css"
import { placeholderGlyph } from "./Account.css"
import { accountGlyphs, actionGlyphs, isPathData } from "./AccountGlyphs"

// Path data already arrived, by loader (a plugin makes one loader per action, at module level):
// an Account view shown again draws its icons at once, with no placeholder in between. `null`:
// the module's default export is no path data, which no second try will change.
const arrived = new WeakMap<ActionIconLoader, string | null>()

/**
 * The path data of an action's icon: `undefined` while its chunk loads, `null` when there is
 * none to draw (no icon given, no path data in it, or the chunk failed to load: tried again
 * when the view shows again), else the path.
 */
export const useActionIcon = (
  icon: ActionGlyph | ActionIconLoader | undefined,
): string | null | undefined => {
  const loader = typeof icon === "function" ? icon : undefined
  const loaded = useLoadedIcon(loader)
  if (typeof icon === "string") return Object.hasOwn(actionGlyphs, icon) ? actionGlyphs[icon] : null
  return icon === undefined ? null : loaded
}

/** A plugin's own icon chunk, loaded once per loader (see `arrived`). */
const useLoadedIcon = (icon: ActionIconLoader | undefined): string | null | undefined => {
  const known = icon === undefined ? null : arrived.get(icon)
  const [, setDone] = useState<ActionIconLoader>()
  const [failed, setFailed] = useState<ActionIconLoader>()
  useEffect(() => {
    if (icon === undefined || known !== undefined) return
    let current = true
    icon().then(
      (module) => {
        arrived.set(icon, isPathData(module.default) ? module.default : null)
        if (current) setDone(() => icon)
      },
      () => {
        if (current) setFailed(() => icon)
      },
    )
    return () => {
      current = false
    }
  }, [icon, known])
  if (icon !== undefined && failed === icon) return null
  return known
}

/**
 * An Account action's icon, decorative (the action's label names its button): a neutral disc
 * of the icon's size while the plugin's icon chunk loads (nothing moves when it arrives), the
 * icon, or a generic glyph when there is none.
 */
export const ActionIcon = ({
  icon,
}: {
  readonly icon: ActionGlyph | ActionIconLoader | undefined
}) => {
  const d = useActionIcon(icon)
  if (d === undefined) {
    return (
      <svg
        className={`${lineIcon} ${placeholderGlyph}`}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        data-icon="placeholder"
      >
        <circle cx="12" cy="12" r="9" fill="currentColor" />
      </svg>
    )
  }
  return d === null ? (
    <LineIcon d={accountGlyphs.fallback} state="fallback" />
  ) : (
    <LineIcon d={d} state="loaded" />
  )
}
