import { framePageText, type PageMessageId, type PageMessages } from "./pageMessages"

/*
 * The frame page's passkey panel (issue 37's recovery). WebAuthn's create() in a cross-origin
 * frame needs a click inside the frame (transient activation), so the frame asks the visitor
 * itself, as it does for approvals: the dApp shows the frame over its view meanwhile. Plain
 * DOM, styled by the approval panel's classes (`page-panel`, `page-actions`), which the frame
 * page always installs.
 */

/** Which step the panel asks for: a new passkey for a new wallet, or the recovery with one. */
export type PasskeyStepKind = "enrol" | "recover"

/** The texts of each step: title, detail, the button that goes on and the one that does not. */
const stepTexts: Readonly<
  Record<
    PasskeyStepKind,
    {
      readonly title: PageMessageId
      readonly detail: PageMessageId
      readonly go: PageMessageId
      readonly skip: PageMessageId
    }
  >
> = {
  enrol: {
    title: "page.passkey.enrolTitle",
    detail: "page.passkey.enrolDetail",
    go: "page.passkey.create",
    skip: "page.passkey.notNow",
  },
  recover: {
    title: "page.passkey.recoverTitle",
    detail: "page.passkey.recoverDetail",
    go: "page.passkey.use",
    skip: "page.passkey.cancel",
  },
}

/** One panel on screen. */
export interface ShownPasskeyPanel {
  /**
   * The visitor's answer: true on the go button, false on the other one or Escape. The go
   * button's click is the activation the ceremony needs (Chromium counts a click for a few
   * seconds): start it as soon as this resolves, with its options fetched before.
   */
  readonly choice: Promise<boolean>
  /** Shows `message` with a Continue button in the panel's place; resolves on Continue or Escape. */
  readonly notice: (message: PageMessageId) => Promise<void>
  /** Removes the panel; a choice or notice still open settles as declined. */
  readonly close: () => void
}

/** Shows the passkey panels in `document`, with texts from `messages`. */
export interface PasskeyPanel {
  /** Shows the step's panel, its go button focused. */
  readonly show: (kind: PasskeyStepKind) => ShownPasskeyPanel
}

const titleId = "page-passkey-title"

/** The passkey panel of the frame page; `messages` gives the page's texts now (its language may change). */
export const makePasskeyPanel = (
  document: Document,
  messages: () => PageMessages,
): PasskeyPanel => {
  const text = (id: PageMessageId) => framePageText(messages(), id)
  const button = (label: PageMessageId, className: string) => {
    const element = document.createElement("button")
    element.type = "button"
    element.className = className
    element.textContent = text(label)
    return element
  }

  return {
    show: (kind) => {
      const texts = stepTexts[kind]
      const panel = document.createElement("section")
      panel.className = "page-panel"
      panel.tabIndex = -1
      panel.setAttribute("aria-labelledby", titleId)
      const title = document.createElement("h1")
      title.id = titleId
      title.textContent = text(texts.title)
      const detail = document.createElement("p")
      detail.textContent = text(texts.detail)
      const actions = document.createElement("div")
      actions.className = "page-actions"
      const skip = button(texts.skip, "page-reject")
      const go = button(texts.go, "page-approve")
      actions.append(skip, go)
      panel.append(title, detail, actions)

      let onEscape: () => void = () => undefined
      let onClose: () => void = () => undefined
      panel.addEventListener("keydown", (event) => {
        if (event.key === "Escape") onEscape()
      })
      const choice = new Promise<boolean>((resolve) => {
        const answer = (chosen: boolean) => {
          go.disabled = true
          skip.disabled = true
          panel.setAttribute("aria-busy", String(chosen))
          onEscape = () => undefined
          resolve(chosen)
        }
        go.addEventListener("click", () => answer(true), { once: true })
        skip.addEventListener("click", () => answer(false), { once: true })
        onEscape = () => answer(false)
        onClose = () => resolve(false)
      })
      document.body.append(panel)
      go.focus()

      return {
        choice,
        notice: (message) =>
          new Promise<void>((resolve) => {
            panel.removeAttribute("aria-busy")
            detail.textContent = text(message)
            detail.setAttribute("role", "status")
            const done = button("page.passkey.continue", "page-approve")
            actions.replaceChildren(done)
            onEscape = () => resolve()
            onClose = () => resolve()
            done.addEventListener("click", () => resolve(), { once: true })
            done.focus()
          }),
        close: () => {
          panel.remove()
          onClose()
        },
      }
    },
  }
}
