import { createContext } from "react"
import type { FoyerClient } from "../../core"

/**
 * The running kit, for the SDK's hooks: the modal provides it around the views it draws.
 * Outside the modal (the page buttons, before the kit loads) it is undefined.
 */
export const FoyerClientContext = createContext<FoyerClient | undefined>(undefined)
