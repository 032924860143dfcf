/**
 * A browser wallet for the greeting plugin's tests (not part of the plugin): the source of a
 * script that announces an EIP-6963 wallet, "Greeting Test Wallet", with one account on
 * Ethereum. It approves whatever the site asks to connect and switch, and refuses anything
 * else (EIP-1193 4200). Being script text, the same wallet runs in happy-dom (indirect eval)
 * and in Chromium (`page.addInitScript({ content })`).
 */

/** The wallet's name, as the Connect view lists it. */
export const testWalletName = "Greeting Test Wallet"

/** The wallet's one account. */
export const testWalletAddress = "0x52908400098527886E0F7030069857D2E4169EE7"

/** The script that installs the wallet in the page it runs in. */
export const testWalletScript = (address: string = testWalletAddress): string => `(() => {
  const address = ${JSON.stringify(address)};
  let chainId = "0x1";
  const listeners = new Map();
  const emit = (event, value) => (listeners.get(event) ?? []).forEach((listener) => listener(value));
  const provider = {
    request: async ({ method, params }) => {
      switch (method) {
        case "eth_requestAccounts":
        case "eth_accounts":
          return [address];
        case "eth_chainId":
          return chainId;
        case "wallet_switchEthereumChain":
          chainId = params[0].chainId;
          emit("chainChanged", chainId);
          return null;
        default:
          throw Object.assign(new Error("The method " + method + " is not supported."), { code: 4200 });
      }
    },
    on: (event, listener) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return provider;
    },
    removeListener: (event, listener) => {
      listeners.set(event, (listeners.get(event) ?? []).filter((other) => other !== listener));
      return provider;
    },
  };
  const info = Object.freeze({
    uuid: "8f6a2c1e-greeting-test-wallet",
    name: ${JSON.stringify(testWalletName)},
    icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
    rdns: "dev.foyer.greeting-test-wallet",
  });
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }),
    );
  window.addEventListener("eip6963:requestProvider", announce);
  announce();
})();
`
