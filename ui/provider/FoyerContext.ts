import { createContext, useContext } from "react"
import type { Foyer } from "../Foyer"

/** The message every Foyer hook throws when used outside `<FoyerProvider>`. */
export const outsideProviderMessage = "Foyer hooks must be used inside <FoyerProvider>"

/** Carries the light handle to the hooks and components. */
export const FoyerContext = createContext<Foyer | undefined>(undefined)

/** The handle of the nearest `<FoyerProvider>`; throws a clear error outside one. */
export const useFoyerHandle = (): Foyer => {
  const foyer = useContext(FoyerContext)
  if (foyer === undefined) throw new Error(outsideProviderMessage)
  return foyer
}
