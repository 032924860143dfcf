import { framePageText, type PageMessageId, type PageMessages } from "./pageMessages"

/*
 * The approval panel the frame page shows for a signature or a transaction: the dApp cannot
 * click for the visitor (another origin), so the secure page asks itself. Plain DOM, styled by
 * one <style> element (the site's CSP allows inline styles, not scripts; the page is built
 * outside the kit's vanilla-extract pipeline), coloured by the dApp's synced theme.
 */

/** One line of what is asked: a label and the value shown, verbatim or a catalogue text. */
export interface ApprovalRow {
  readonly label: PageMessageId
  readonly value: string | { readonly id: PageMessageId; readonly n: number }
}

/** What the panel shows: its title and the request's lines. */
export interface ApprovalRequest {
  readonly title: PageMessageId
  readonly rows: ReadonlyArray<ApprovalRow>
}

/** The theme the dApp syncs (SYNC_THEME): light or dark, and the kit's theme variables. */
export interface PageTheme {
  readonly themeMode?: "light" | "dark"
  readonly themeVariables?: Readonly<Record<string, unknown>>
}

/** The kit's theme variables the panel follows, and the custom property each sets. */
const themedProperties: Readonly<Record<string, string>> = {
  accent: "--page-accent",
  accentForeground: "--page-accent-foreground",
  fontFamily: "--page-font-family",
  fontSizeBase: "--page-font-size",
  borderRadius: "--page-radius",
}

// A value from another origin goes into a style: colours, lengths and font names only, no
// declarations, blocks or url() (the CSP would block a fetch anyway).
const isPlainCssValue = (value: unknown): value is string =>
  typeof value === "string" &&
  value.length <= 200 &&
  /^[\w\s#%().,'"-]+$/.test(value) &&
  !/url\s*\(/i.test(value)

const styles = `
:root { color-scheme: light dark; }
body { margin: 0; font-family: var(--page-font-family, system-ui, sans-serif); font-size: var(--page-font-size, 16px); }
[data-page-theme="light"] { --page-bg: #ffffff; --page-fg: #141414; --page-muted: #5c5c5c; --page-border: #d4d4d4; }
[data-page-theme="dark"] { --page-bg: #191a1a; --page-fg: #f5f5f5; --page-muted: #b4b4b4; --page-border: #3c3c3c; }
.page-panel { box-sizing: border-box; min-height: 100vh; padding: 1.25em; background: var(--page-bg); color: var(--page-fg); }
.page-panel:focus { outline: 2px solid var(--page-accent, #0b57d0); outline-offset: -2px; }
.page-panel h1 { font-size: 1.25em; margin: 0 0 1em; }
.page-panel dl { margin: 0 0 1.25em; }
.page-panel dt { color: var(--page-muted); font-size: 0.875em; margin-top: 0.75em; }
.page-panel dd { margin: 0.25em 0 0; overflow-wrap: anywhere; white-space: pre-wrap; }
.page-actions { display: flex; gap: 0.75em; }
.page-actions button { flex: 1; font: inherit; padding: 0.75em; cursor: pointer; border-radius: calc(var(--page-radius, 16px) / 2); border: 1px solid var(--page-border); background: transparent; color: var(--page-fg); }
.page-actions button:disabled { opacity: 0.6; cursor: default; }
.page-actions button.page-approve { background: var(--page-accent, #0b57d0); color: var(--page-accent-foreground, #ffffff); border-color: transparent; }
.page-actions button:focus-visible { outline: 2px solid var(--page-fg); outline-offset: 2px; }
`

/** One approval on screen: the visitor's answer, and a way to take the panel away unanswered. */
export interface ShownApproval {
  /** True when the visitor approved, false when they rejected (button or Escape). */
  readonly decision: Promise<boolean>
  /** Removes the panel and settles `decision` with false (the request was aborted). */
  readonly cancel: () => void
}

/** The page's approval surface: its theme and the one panel it shows at a time. */
export interface ApprovalPanel {
  readonly applyTheme: (theme: PageTheme) => void
  readonly show: (request: ApprovalRequest) => ShownApproval
}

/**
 * How long Approve stays disabled once a panel shows: a click meant for the dApp's own button
 * (a double click, a click timed to the frame's appearance) must not land on Approve.
 */
export const approveArmingDelayMs = 500

/** Enables a shown panel's Approve button when it is time (default: after `approveArmingDelayMs`). */
export type ArmApproval = (enable: () => void) => void

/** Approve is enabled after `approveArmingDelayMs`. */
export const armAfterDelay: ArmApproval = (enable) => {
  setTimeout(enable, approveArmingDelayMs)
}

/**
 * Makes the approval surface in `document`, with texts from `messages` (the page's texts now:
 * its language may change); `arm` says when a shown panel's Approve button is enabled.
 */
export const makeApprovalPanel = (
  document: Document,
  messages: () => PageMessages,
  arm: ArmApproval = armAfterDelay,
): ApprovalPanel => {
  const style = document.createElement("style")
  style.textContent = styles
  document.head.append(style)
  const root = document.documentElement
  root.dataset.pageTheme = "light"

  return {
    applyTheme: ({ themeMode, themeVariables = {} }) => {
      if (themeMode !== undefined) root.dataset.pageTheme = themeMode
      for (const [name, property] of Object.entries(themedProperties)) {
        const value = themeVariables[name]
        if (isPlainCssValue(value)) root.style.setProperty(property, value)
        else root.style.removeProperty(property)
      }
    },
    show: (request) => {
      const panel = document.createElement("section")
      panel.className = "page-panel"
      panel.tabIndex = -1
      panel.setAttribute("aria-labelledby", "page-approval-title")
      const title = document.createElement("h1")
      title.id = "page-approval-title"
      title.textContent = framePageText(messages(), request.title)
      const list = document.createElement("dl")
      for (const row of request.rows) {
        const term = document.createElement("dt")
        term.textContent = framePageText(messages(), row.label)
        const detail = document.createElement("dd")
        detail.textContent =
          typeof row.value === "string"
            ? row.value
            : framePageText(messages(), row.value.id, { n: row.value.n })
        list.append(term, detail)
      }
      const actions = document.createElement("div")
      actions.className = "page-actions"
      const button = (label: PageMessageId, className: string) => {
        const element = document.createElement("button")
        element.type = "button"
        element.className = className
        element.textContent = framePageText(messages(), label)
        return element
      }
      const reject = button("page.approve.reject", "page-reject")
      const approve = button("page.approve.approve", "page-approve")
      approve.disabled = true
      actions.append(reject, approve)
      panel.append(title, list, actions)

      let settle: (approved: boolean) => void = () => undefined
      const decision = new Promise<boolean>((resolve) => {
        settle = (approved) => {
          panel.remove()
          settle = () => undefined
          resolve(approved)
        }
      })
      approve.addEventListener("click", () => settle(true))
      reject.addEventListener("click", () => settle(false))
      panel.addEventListener("keydown", (event) => {
        if (event.key === "Escape") settle(false)
      })
      document.body.append(panel)
      panel.focus()
      arm(() => {
        approve.disabled = false
      })
      return { decision, cancel: () => settle(false) }
    },
  }
}
