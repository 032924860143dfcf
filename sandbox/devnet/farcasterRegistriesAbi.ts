// The typed ABIs of the sandbox Farcaster registries, for viem; farcasterRegistriesArtifact.test.ts
// checks they are the ABIs solc emitted.

/** The sandbox IdRegistry: the real registry's `idOf` and `custodyOf`, and a sandbox-only `register`. */
export const sandboxIdRegistryAbi = [
  {
    inputs: [{ internalType: "uint256", name: "fid", type: "uint256" }],
    name: "FidTaken",
    type: "error",
  },
  { inputs: [], name: "HasId", type: "error" },
  { inputs: [], name: "InvalidCustody", type: "error" },
  { inputs: [], name: "InvalidFid", type: "error" },
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: "address", name: "to", type: "address" },
      { indexed: true, internalType: "uint256", name: "id", type: "uint256" },
      { indexed: false, internalType: "address", name: "recovery", type: "address" },
    ],
    name: "Register",
    type: "event",
  },
  {
    inputs: [{ internalType: "uint256", name: "fid", type: "uint256" }],
    name: "custodyOf",
    outputs: [{ internalType: "address", name: "custody", type: "address" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [{ internalType: "address", name: "owner", type: "address" }],
    name: "idOf",
    outputs: [{ internalType: "uint256", name: "fid", type: "uint256" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "custody", type: "address" },
      { internalType: "uint256", name: "fid", type: "uint256" },
    ],
    name: "register",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
] as const

/** The sandbox KeyRegistry: the real registry's `keyDataOf`. */
export const sandboxKeyRegistryAbi = [
  {
    inputs: [
      { internalType: "uint256", name: "fid", type: "uint256" },
      { internalType: "bytes", name: "key", type: "bytes" },
    ],
    name: "keyDataOf",
    outputs: [
      {
        components: [
          { internalType: "enum SandboxKeyRegistry.KeyState", name: "state", type: "uint8" },
          { internalType: "uint32", name: "keyType", type: "uint32" },
        ],
        internalType: "struct SandboxKeyRegistry.KeyData",
        name: "",
        type: "tuple",
      },
    ],
    stateMutability: "view",
    type: "function",
  },
] as const
