import { createHash, timingSafeEqual } from "node:crypto"

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest()

/**
 * Whether two secrets (a state, a code) are equal, in time that does not depend on where they
 * differ: both are hashed first, so their lengths leak nothing either.
 */
export const sameSecret = (a: string, b: string): boolean => timingSafeEqual(digest(a), digest(b))
