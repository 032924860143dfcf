import { useEffect, useId, useRef, useState } from "react"

/**
 * The bench's reference: the least a React dialog does. A Connect Wallet button opens, in
 * the same render, a dialog named by its heading with a one-wallet list, and focus moves to
 * the wallet. No library, no lazy chunk: what a click costs in React alone.
 */
export const BareDialog = () => {
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const opener = useRef<HTMLButtonElement>(null)
  const wallet = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (open) wallet.current?.focus()
  }, [open])
  const close = () => {
    setOpen(false)
    opener.current?.focus()
  }
  return (
    <main className="page">
      <button ref={opener} type="button" className="connect" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? (
        <div className="backdrop">
          <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="dialog">
            <h2 id={titleId}>Connect Wallet</h2>
            <ul aria-label="Wallets" className="wallets">
              <li>
                <button ref={wallet} type="button" onClick={close}>
                  Test Wallet
                </button>
              </li>
            </ul>
          </div>
        </div>
      ) : null}
    </main>
  )
}
