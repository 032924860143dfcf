/**
 * The sandbox onramp page's script (served as /page.js): shows the order of the page's URL
 * (GET /order), requotes when the amount changes, and pays (POST /pay). Plain DOM; every
 * value is shown with textContent, never as HTML.
 */
export const onrampPageScript = `
const byId = (id) => document.getElementById(id)
const query = new URLSearchParams(location.search)
const status = byId("status")
const error = byId("error")
const result = byId("result")
const amount = byId("amount")
const payButton = byId("pay")
let requote = 0

const call = async (method, path, body) => {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(json.error || "HTTP " + response.status)
  return json
}

const orderQuery = () => {
  const next = new URLSearchParams(query)
  if (amount.value.trim() !== "") next.set("amount", amount.value.trim())
  return next
}

const show = (order) => {
  byId("asset").textContent = order.asset.name + " (" + order.asset.symbol + ")"
  byId("network").textContent = order.network.displayName + " (" + order.network.caipNetworkId + ")"
  byId("destination").textContent = order.destination
  byId("amount-hint").textContent =
    order.amountProblem || "From " + order.limits.min + " to " + order.limits.max + " " + order.currency + " by card."
  const quote = order.quote
  const usd = (value) => value + " " + order.currency
  byId("price").textContent = quote ? "1 " + order.asset.symbol + " = " + quote.priceUsd + " " + order.currency : "…"
  byId("fee").textContent = quote ? usd(quote.networkFee) : "…"
  byId("total").textContent = quote ? usd(quote.paymentTotal) : "…"
  byId("receive").textContent = quote ? quote.purchaseAmount + " " + order.asset.symbol : "…"
  payButton.textContent = quote ? "Pay " + usd(quote.paymentTotal) : "Pay"
}

const load = async (first) => {
  const mine = ++requote
  try {
    const order = await call("GET", "/order?" + orderQuery())
    if (mine !== requote) return
    if (first && order.amount !== null) amount.value = order.amount
    show(order)
    error.textContent = ""
  } catch (failure) {
    if (mine === requote) error.textContent = failure.message
  }
}

amount.addEventListener("change", () => load(false))

byId("pay-form").addEventListener("submit", async (event) => {
  event.preventDefault()
  error.textContent = ""
  result.textContent = ""
  payButton.disabled = true
  status.textContent = "Paying…"
  try {
    const { order } = await call("POST", "/pay", {
      query: orderQuery().toString(),
      card: {
        number: byId("card-number").value,
        expiry: byId("card-expiry").value,
        cvc: byId("card-cvc").value,
      },
    })
    status.textContent = "Payment complete."
    result.textContent =
      "Sent " + order.purchaseAmount + " " + order.asset.symbol + " to " + order.destination +
      " in transaction " + order.delivery.hash + ". Order " + order.id + ". You can close this window."
    result.focus()
  } catch (failure) {
    status.textContent = "Payment failed."
    error.textContent = failure.message
    // Only a failed payment may be tried again: a paid order is paid once.
    payButton.disabled = false
  }
})

load(true)
`
