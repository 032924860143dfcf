import { type ComponentType, useEffect, useState } from "react"
import type { ConnectSection, FoyerClient } from "../../core"
import type { ConnectSectionProps } from "../plugin/defineConnectSection"
import { useMessage } from "../plugin/useMessage"
import { alertText } from "./ModalFrame.css"

type SectionComponent = ComponentType<ConnectSectionProps>

// A section's code once it has arrived, by loader: drawn at once when the view opens again.
const loaded = new WeakMap<ConnectSection["load"], SectionComponent>()

const isComponent = (value: unknown): value is SectionComponent =>
  typeof value === "function" ||
  // memo() and forwardRef() components are objects tagged by React.
  (typeof value === "object" && value !== null && "$$typeof" in value)

type Loading =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Loaded"; readonly component: SectionComponent }
  | { readonly _tag: "Failed" }

/** One section: nothing while its chunk loads, then the section; a chunk that fails says so. */
const Section = ({ section, client }: { section: ConnectSection; client: FoyerClient }) => {
  const message = useMessage()
  const [state, setState] = useState<Loading>(() => {
    const known = loaded.get(section.load)
    return known === undefined ? { _tag: "Loading" } : { _tag: "Loaded", component: known }
  })
  useEffect(() => {
    if (state._tag !== "Loading") return
    let current = true
    section
      .load()
      .then((module) => {
        if (!isComponent(module.default)) throw new Error("The section exports no component.")
        loaded.set(section.load, module.default)
        if (current) setState({ _tag: "Loaded", component: module.default })
      })
      // A chunk that cannot load (or is no component): tried again when the view opens again.
      .catch(() => {
        if (current) setState({ _tag: "Failed" })
      })
    return () => {
      current = false
    }
  }, [section, state._tag])
  if (state._tag === "Failed") {
    return (
      <p role="alert" className={alertText}>
        {message("modal.viewFailed")}
      </p>
    )
  }
  if (state._tag === "Loading") return null
  const Component = state.component
  return <Component client={client} />
}

/**
 * The sections the enabled plugins add to the Connect view (`connectSections`), below the
 * wallet list, in their order. Each is a lazy chunk, loaded once the kit has started: before,
 * the view lists the wallets only.
 */
export const ConnectSections = ({ client }: { readonly client: FoyerClient }) => (
  <>
    {client.kernel.plugins.connectSections.map((section) => (
      <Section key={`${section.plugin}/${section.id}`} section={section} client={client} />
    ))}
  </>
)
