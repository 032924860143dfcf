import {
  Component,
  type KeyboardEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from "react"
import type { AccountTab, FoyerClient } from "../../core"
import { useMessage } from "../plugin/useMessage"
import { panel, tabList, tab as tabStyle, tabs as tabsStyle } from "./AccountTabs.css"
import { LoadingState } from "./LoadingState"
import { loadComponent, loadedComponent } from "./loadComponent"
import { alertText } from "./ModalFrame.css"

/** Says a failure in place of a contributed tab's content (its chunk, or its render). */
class TabErrorBoundary extends Component<
  { readonly children: ReactNode; readonly failedText: string },
  { readonly failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <p role="alert" className={alertText}>
        {this.props.failedText}
      </p>
    )
  }
}

/** A contributed tab's content: the loading state while its chunk loads, then the content. */
const ContributedContent = ({ tab }: { readonly tab: AccountTab }) => {
  const [failure, setFailure] = useState<unknown>()
  const [, setArrived] = useState(false)
  const Loaded = loadedComponent<Record<string, never>>(tab.load)
  useEffect(() => {
    if (Loaded !== undefined) return
    let current = true
    // A chunk that cannot load (or is no component) is tried again when the tab shows again.
    loadComponent(tab.load).then(
      () => current && setArrived(true),
      (error: unknown) => current && setFailure(() => error),
    )
    return () => {
      current = false
    }
  }, [tab, Loaded])
  if (failure !== undefined) throw failure
  if (Loaded === undefined) return <LoadingState />
  // The content may suspend on data of its own (a lazily built service): the tab waits, not
  // the whole view.
  return (
    <Suspense fallback={<LoadingState />}>
      <Loaded />
    </Suspense>
  )
}

/** Props of {@link AccountTabs}. */
export interface AccountTabsProps {
  readonly client: FoyerClient
  /** The kit's own first tab (Tokens): its label, and its content given the tab's id. */
  readonly first: { readonly label: string; readonly content: (tabId: string) => ReactNode }
}

/**
 * The Account view's tabs: the kit's own first (Tokens), then those the enabled plugins add
 * (`accountTabs`), in the WAI-ARIA tabs pattern: a tab list, one Tab stop (the selected tab),
 * the arrow keys moving and selecting along it (mirrored under a right-to-left language), Home
 * and End to the first and last, each panel named by its tab. A contributed tab's chunk loads
 * when it is first selected.
 */
export const AccountTabs = ({ client, first }: AccountTabsProps) => {
  const message = useMessage()
  const ids = useId()
  const contributed = client.kernel.plugins.accountTabs
  const labels = [first.label, ...contributed.map((tab) => message(tab.label))]
  const [selected, setSelected] = useState(0)
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const tabId = (index: number) => `${ids}-tab-${index}`
  const panelId = (index: number) => `${ids}-panel-${index}`

  const select = (index: number) => {
    setSelected(index)
    tabRefs.current[index]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = labels.length - 1
    const rtl = event.currentTarget.closest("[dir]")?.getAttribute("dir") === "rtl"
    const step = (forward: boolean) =>
      forward ? (selected === last ? 0 : selected + 1) : selected === 0 ? last : selected - 1
    const next =
      event.key === "ArrowRight"
        ? step(!rtl)
        : event.key === "ArrowLeft"
          ? step(rtl)
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined
    if (next === undefined) return
    event.preventDefault()
    select(next)
  }

  return (
    <div className={tabsStyle}>
      <div role="tablist" aria-label={message("account.tabs")} className={tabList}>
        {labels.map((label, index) => (
          <button
            // The tabs are fixed for the kit's life: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            className={tabStyle}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {label}
          </button>
        ))}
      </div>
      {labels.map((_, index) => {
        const tab = contributed[index - 1]
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: as the tabs'
            key={index}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            hidden={index !== selected}
            // The WAI-ARIA tabs pattern: a panel whose content has no control of its own (a
            // token list is text) is a Tab stop, so the keyboard reaches what the tab shows.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
            tabIndex={0}
            className={panel}
          >
            {index !== selected ? null : tab === undefined ? (
              first.content(tabId(index))
            ) : (
              <TabErrorBoundary
                key={`${tab.plugin}/${tab.id}`}
                failedText={message("modal.viewFailed")}
              >
                <ContributedContent tab={tab} />
              </TabErrorBoundary>
            )}
          </div>
        )
      })}
    </div>
  )
}
