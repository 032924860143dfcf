import { useEffect, useState } from "react"
import type { ConnectSection, FoyerClient } from "../../core"
import { useMessage } from "../plugin/useMessage"
import { loadComponent, loadedComponent } from "./loadComponent"
import { alertText } from "./ModalFrame.css"

/** One section: nothing while its chunk loads, then the section; a chunk that fails says so. */
const Section = ({ section }: { readonly section: ConnectSection }) => {
  const message = useMessage()
  const [failed, setFailed] = useState(false)
  const [, setArrived] = useState(false)
  const Loaded = loadedComponent<Record<string, never>>(section.load)
  useEffect(() => {
    if (Loaded !== undefined) return
    let current = true
    // A chunk that cannot load (or is no component) is tried again when the view opens again.
    loadComponent(section.load).then(
      () => current && setArrived(true),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [section, Loaded])
  if (failed) {
    return (
      <p role="alert" className={alertText}>
        {message("modal.viewFailed")}
      </p>
    )
  }
  return Loaded === undefined ? null : <Loaded />
}

/**
 * The sections the enabled plugins add to the Connect view (`connectSections`), below the
 * wallet list, in their order. Each is a lazy chunk, loaded once the kit has started: before,
 * the view lists the wallets only.
 */
export const ConnectSections = ({ client }: { readonly client: FoyerClient }) => (
  <>
    {client.kernel.plugins.connectSections.map((section) => (
      <Section key={`${section.plugin}/${section.id}`} section={section} />
    ))}
  </>
)
