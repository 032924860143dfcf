// The control page of the sandbox WalletConnect wallet: reads /state and posts decisions.
// Plain DOM, no dependencies; dApp metadata is shown with textContent, never as HTML.

/** How often the page asks for new proposals and requests. */
const refreshIntervalMs = 1000

const byId = (id) => document.getElementById(id)
const status = byId("status")
let lastState = ""

const call = async (method, path, body) => {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(json.error ?? `HTTP ${response.status}`)
  return json
}

const element = (tag, text, attributes = {}) => {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  return node
}

const act = async (what, method, path, body) => {
  status.textContent = `${what}…`
  try {
    await call(method, path, body)
    status.textContent = `${what}: done.`
  } catch (error) {
    status.textContent = `${what} failed: ${error.message}`
  }
  await refresh()
}

const button = (label, accessibleName, onClick) => {
  const node = element("button", label, { type: "button", "aria-label": accessibleName })
  node.addEventListener("click", onClick)
  return node
}

const peerName = (peer) => peer.name || peer.url || "a dApp"

/**
 * An item waiting for a decision: its `details`, then an Approve and a Reject button, named
 * "Approve <what>" and "Reject <what>", that post to `<path>/approve` and `<path>/reject`.
 */
const pendingItem = (details, { path, what, approving, rejecting }) => {
  const item = element("li")
  const actions = element("div", undefined, { class: "actions" })
  actions.append(
    button("Approve", `Approve ${what}`, () => act(approving, "POST", `${path}/approve`)),
    button("Reject", `Reject ${what}`, () => act(rejecting, "POST", `${path}/reject`)),
  )
  item.append(...details, actions)
  return item
}

const fill = (list, items, render, emptyText) => {
  list.replaceChildren(
    ...(items.length === 0 ? [element("li", emptyText, { class: "empty" })] : items.map(render)),
  )
}

const render = (state) => {
  byId("address").textContent = state.address
  byId("chain").textContent = `eip155:${state.chainId}`
  fill(
    byId("accounts"),
    state.namespaces,
    (served) =>
      element("li", `${served.namespace}: ${served.address} on ${served.chains.join(", ")}`),
    "No account.",
  )
  byId("policy-sessions").value = state.policy.sessions
  byId("policy-requests").value = state.policy.requests
  byId("one-click-auth").checked = state.oneClickAuth

  fill(
    byId("proposals"),
    state.proposals,
    (proposal) => {
      const name = peerName(proposal.peer)
      return pendingItem(
        [
          element("strong", name),
          element("div", proposal.peer.url),
          element("div", `Chains: ${proposal.chains.join(", ") || "any"}`),
        ],
        {
          path: `/proposals/${proposal.id}`,
          what: `the session with ${name}`,
          approving: `Approving ${name}`,
          rejecting: `Rejecting ${name}`,
        },
      )
    },
    "No proposal waiting.",
  )

  fill(
    byId("authentications"),
    state.authentications,
    (authentication) => {
      const name = peerName(authentication.peer)
      const { domain } = authentication
      return pendingItem(
        [
          element("strong", `Sign in to ${domain}`),
          element("div", `From ${name}`),
          element("div", authentication.statement),
          element("div", `URI: ${authentication.uri}`),
          element("div", `Chains: ${authentication.chains.join(", ")}`),
          element("div", `Nonce: ${authentication.nonce}`),
        ],
        {
          path: `/authentications/${authentication.id}`,
          what: `the sign-in to ${domain} from ${name}`,
          approving: `Signing in to ${domain}`,
          rejecting: `Rejecting the sign-in to ${domain}`,
        },
      )
    },
    "No sign-in waiting.",
  )

  fill(
    byId("requests"),
    state.requests,
    (request) => {
      const name = peerName(request.peer)
      return pendingItem(
        [
          element("strong", `${request.method} on ${request.chainId}`),
          element("div", `From ${name}`),
          element("pre", JSON.stringify(request.params, null, 2)),
        ],
        {
          path: `/requests/${request.id}`,
          what: `${request.method} from ${name}`,
          approving: `Answering ${request.method}`,
          rejecting: `Rejecting ${request.method}`,
        },
      )
    },
    "No request waiting.",
  )

  fill(
    byId("sessions"),
    state.sessions,
    (session) => {
      const item = element("li")
      const name = peerName(session.peer)
      item.append(
        element("strong", name),
        element("div", session.peer.url),
        element("div", `Chains: ${session.chains.join(", ")}`),
        button("Disconnect", `Disconnect ${name}`, () =>
          act(`Disconnecting ${name}`, "POST", `/sessions/${session.topic}/disconnect`),
        ),
      )
      return item
    },
    "No session yet.",
  )
}

const refresh = async () => {
  try {
    const state = await call("GET", "/state")
    const text = JSON.stringify(state)
    // Re-rendering moves focus away from the buttons: only when something changed.
    if (text !== lastState) {
      lastState = text
      render(state)
    }
  } catch (error) {
    status.textContent = `The wallet does not answer: ${error.message}`
  }
}

const uri = byId("uri")
uri.value = new URLSearchParams(location.search).get("uri") ?? ""

byId("pair-form").addEventListener("submit", (event) => {
  event.preventDefault()
  void act("Pairing", "POST", "/pair", { uri: uri.value.trim() })
})

byId("policy-form").addEventListener("submit", (event) => {
  event.preventDefault()
  void act("Saving the policy", "POST", "/policy", {
    sessions: byId("policy-sessions").value,
    requests: byId("policy-requests").value,
  })
})

byId("one-click-auth-form").addEventListener("submit", (event) => {
  event.preventDefault()
  void act("Saving one-click auth", "POST", "/one-click-auth", {
    enabled: byId("one-click-auth").checked,
  })
})

await refresh()
setInterval(refresh, refreshIntervalMs)
