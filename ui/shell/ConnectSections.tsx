import { useEffect, useState } from "react"
import type { ConnectSection, FoyerClient } from "../../core"
import { useMessage } from "../plugin/useMessage"
import { sectionsGroup } from "./ConnectSections.css"
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

/** Props of {@link ConnectSections}. */
export interface ConnectSectionsProps {
  readonly client: FoyerClient
  /** The legal checkbox is not ticked yet: the sections' controls are disabled. */
  readonly disabled?: boolean
  /** The id of the text saying why they are disabled. */
  readonly describedBy?: string | undefined
}

/**
 * The sections the enabled plugins add to the Connect view (`connectSections`), below the
 * wallet list, in their order. Each is a lazy chunk, loaded once the kit has started: before,
 * the view lists the wallets only. While the legal checkbox is not ticked they sit in a
 * disabled fieldset: every control a plugin draws there is disabled with them, and says why.
 */
export const ConnectSections = ({
  client,
  disabled = false,
  describedBy,
}: ConnectSectionsProps) => {
  const sections = client.kernel.plugins.connectSections
  if (sections.length === 0) return null
  return (
    <fieldset
      className={sectionsGroup}
      disabled={disabled}
      aria-describedby={disabled ? describedBy : undefined}
    >
      {sections.map((section) => (
        <Section key={`${section.plugin}/${section.id}`} section={section} />
      ))}
    </fieldset>
  )
}
