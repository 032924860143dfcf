import { declinedTestCard, goodTestCard } from "../testCards"

/**
 * The sandbox onramp page: the order (what, where, to whom, how much), then a card form.
 * Kept in a module (not a file beside it) so that the package build needs no copy step.
 */
export const onrampPageHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Foyer sandbox onramp</title>
    <style>
      :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.4; }
      body { margin: 0 auto; max-width: 32rem; padding: 1rem; }
      dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
      dt { font-weight: 600; }
      dd { margin: 0; word-break: break-all; }
      form { display: flex; flex-direction: column; gap: 0.75rem; }
      form > div { display: flex; flex-direction: column; }
      .row { flex-direction: row; gap: 0.75rem; }
      .row > div { display: flex; flex-direction: column; flex: 1; }
      input, button { font: inherit; padding: 0.4rem 0.6rem; }
      button { cursor: pointer; }
      .hint { font-size: 0.9em; }
      #error:empty, #result:empty { display: none; }
      #error { border: 2px solid #b00020; border-radius: 0.4rem; padding: 0.5rem; }
      #result { border: 2px solid #1b5e20; border-radius: 0.4rem; padding: 0.5rem; word-break: break-all; }
      :focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
    </style>
    <script type="module" src="/page.js"></script>
  </head>
  <body>
    <main>
      <h1>Foyer sandbox onramp</h1>
      <p class="hint">
        A stand-in for an onramp provider: nothing is charged, and the crypto is sent on the
        sandbox devnet.
      </p>

      <section aria-labelledby="order-title">
        <h2 id="order-title">Your order</h2>
        <dl>
          <dt>Buy</dt><dd id="asset">…</dd>
          <dt>Network</dt><dd id="network">…</dd>
          <dt>To</dt><dd><code id="destination">…</code></dd>
          <dt>Price</dt><dd id="price">…</dd>
          <dt>Network fee</dt><dd id="fee">…</dd>
          <dt>Total</dt><dd id="total">…</dd>
          <dt>You receive</dt><dd id="receive">…</dd>
        </dl>
      </section>

      <section aria-labelledby="pay-title">
        <h2 id="pay-title">Pay by card</h2>
        <form id="pay-form" novalidate>
          <div>
            <label for="amount">Amount (USD)</label>
            <input id="amount" name="amount" type="text" inputmode="decimal" autocomplete="off" required aria-describedby="amount-hint" />
            <span id="amount-hint" class="hint"></span>
          </div>
          <div>
            <label for="card-number">Card number</label>
            <input id="card-number" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" required aria-describedby="cards-hint" />
            <span id="cards-hint" class="hint">Test cards: ${goodTestCard} is accepted, ${declinedTestCard} is declined.</span>
          </div>
          <div class="row">
            <div>
              <label for="card-expiry">Expiry (MM/YY)</label>
              <input id="card-expiry" name="expiry" type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required />
            </div>
            <div>
              <label for="card-cvc">Security code (CVC)</label>
              <input id="card-cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc" required />
            </div>
          </div>
          <button type="submit" id="pay">Pay</button>
        </form>
      </section>

      <p id="status" role="status" aria-live="polite"></p>
      <div id="error" role="alert"></div>
      <div id="result" tabindex="-1"></div>
    </main>
  </body>
</html>
`
