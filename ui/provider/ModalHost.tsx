import { lazy, Suspense, useState } from "react"
import type { Foyer } from "../createFoyer"
import { useStoreSelector } from "../state/useStoreSelector"
import { loadModal } from "./loadModal"
import { useFoyerBridge } from "./useFoyerBridge"

const FoyerModal = lazy(loadModal)

/**
 * Where the modal goes: nothing until the kit is loaded and the modal first opens; then the
 * lazily loaded shell, kept mounted so that reopening is instant.
 */
export const ModalHost = ({ foyer }: { readonly foyer: Foyer }) => {
  const { client } = useFoyerBridge()
  const open = useStoreSelector(client?.stores.modal, (s) => s.open, false)
  const [opened, setOpened] = useState(false)
  // Adjusting state while rendering (React's documented pattern): mount on the first open.
  if (open && !opened) setOpened(true)
  if (client === undefined || !(open || opened)) return null
  return (
    <Suspense fallback={null}>
      <FoyerModal client={client} foyer={foyer} />
    </Suspense>
  )
}
