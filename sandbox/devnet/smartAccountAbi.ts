/**
 * The ABI of `contracts/SandboxSmartAccount.sol`, typed for viem. Kept by hand in step with
 * the contract; `smartAccountArtifact.test.ts` fails when the two drift apart.
 */
export const sandboxSmartAccountAbi = [
  {
    inputs: [{ internalType: "address", name: "owner_", type: "address" }],
    stateMutability: "nonpayable",
    type: "constructor",
  },
  {
    inputs: [
      { internalType: "bytes32", name: "hash", type: "bytes32" },
      { internalType: "bytes", name: "signature", type: "bytes" },
    ],
    name: "isValidSignature",
    outputs: [{ internalType: "bytes4", name: "", type: "bytes4" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [],
    name: "owner",
    outputs: [{ internalType: "address", name: "", type: "address" }],
    stateMutability: "view",
    type: "function",
  },
  { stateMutability: "payable", type: "receive" },
] as const

/**
 * The ABI of `contracts/SandboxSmartAccountFactory.sol`, typed for viem. Kept by hand in step
 * with the contract; `smartAccountArtifact.test.ts` fails when the two drift apart.
 */
export const sandboxSmartAccountFactoryAbi = [
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: "address", name: "account", type: "address" },
      { indexed: true, internalType: "address", name: "owner", type: "address" },
      { indexed: false, internalType: "uint256", name: "salt", type: "uint256" },
    ],
    name: "AccountCreated",
    type: "event",
  },
  {
    inputs: [
      { internalType: "address", name: "owner", type: "address" },
      { internalType: "uint256", name: "salt", type: "uint256" },
    ],
    name: "accountAddress",
    outputs: [{ internalType: "address", name: "", type: "address" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "owner", type: "address" },
      { internalType: "uint256", name: "salt", type: "uint256" },
    ],
    name: "createAccount",
    outputs: [{ internalType: "address", name: "account", type: "address" }],
    stateMutability: "nonpayable",
    type: "function",
  },
] as const
