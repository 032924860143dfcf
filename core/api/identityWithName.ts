import { Option } from "effect"
import type { Identity } from "./generated/schemas"

/**
 * The identity an address has once it took `name` (it registered the name): the stored answer
 * with `name` in place of its name, resolved at `now` (epoch ms). The avatar is the stored
 * answer's, which the Account view still shows beside the new name, so a reload shows what
 * the view showed; with nothing stored there is no avatar to keep.
 * @example
 * identityWithName(Option.some({ name: null, avatar: "https://…/a.png", resolvedAt }), "ada.foyer.id", now)
 * // { name: "ada.foyer.id", avatar: "https://…/a.png", resolvedAt: new Date(now).toISOString() }
 */
export const identityWithName = (
  stored: Option.Option<Identity>,
  name: string,
  now: number,
): Identity => ({
  name,
  avatar: Option.match(stored, { onNone: () => null, onSome: (identity) => identity.avatar }),
  resolvedAt: new Date(now).toISOString(),
})
