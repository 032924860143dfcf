import type { PaySession } from "./PaySessions"

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page's title, also the document's name for assistive technology. */
export const payPageTitle = "Sandbox Exchange: confirm payment"

const statusText = (session: PaySession, sending: boolean): string => {
  switch (session.status) {
    case "IN_PROGRESS":
      return sending ? `<p role="status">Sending the payment…</p>` : ""
    case "SUCCESS":
      return `<p role="status">Payment sent in transaction <code>${escapeHtml(session.txHash ?? "")}</code>. You can close this window.</p>`
    case "FAILED":
      return `<p role="status">${escapeHtml(session.failure ?? "Payment failed")}. You can close this window.</p>`
  }
}

/**
 * The sandbox exchange's page of one payment: what is paid to whom on which network, and
 * while it is in progress a "Confirm payment" and a "Cancel" button (plain forms, no script);
 * once confirmed (`sending`) neither, as the payment is on its way.
 */
export const renderPayPage = (
  session: PaySession,
  networkName: string,
  sending = false,
): string => {
  const base = `/sessions/${encodeURIComponent(session.id)}`
  const actions =
    session.status === "IN_PROGRESS" && !sending
      ? `<div class="actions">
  <form method="post" action="${base}/confirm"><button type="submit">Confirm payment</button></form>
  <form method="post" action="${base}/cancel"><button type="submit" class="secondary">Cancel</button></form>
</div>`
      : ""
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${payPageTitle}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #111; background: #fff; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .5rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; word-break: break-all; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .6rem 1.2rem; border-radius: .5rem; border: 2px solid #1f6f4a; background: #1f6f4a; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1f6f4a; }
  button:focus-visible { outline: 3px solid #111; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Sandbox Exchange</h1>
<p>Pay from your Sandbox Exchange account.</p>
<dl>
  <dt>Amount</dt><dd>${escapeHtml(`${session.amount} ${session.symbol}`)}</dd>
  <dt>To</dt><dd><code>${escapeHtml(session.recipient)}</code></dd>
  <dt>Network</dt><dd>${escapeHtml(networkName)}</dd>
</dl>
${actions}
${statusText(session, sending)}
</main>
</body>
</html>
`
}
