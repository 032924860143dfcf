// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Sandbox Farcaster KeyRegistry
/// @notice Stands in for Farcaster's KeyRegistry (Optimism, 0x00000000fc1237824fb747abde0ff18990e59b7e)
/// on the Foyer sandbox devnet, with the real ABI's `keyDataOf`. No key is ever added: every
/// key reads as state NULL, type 0, so a sign-in verifies by custody, as the sandbox accounts
/// sign with their custody key. Not for production use.
contract SandboxKeyRegistry {
    /// @dev The real registry's key states.
    enum KeyState {
        NULL,
        ADDED,
        REMOVED
    }

    /// @dev The real registry's KeyData: its state and its type (1: signer, 2: auth address).
    struct KeyData {
        KeyState state;
        uint32 keyType;
    }

    mapping(uint256 fid => mapping(bytes key => KeyData data)) internal keys;

    /// @notice The state and type of `key` for `fid` (all zero: never added).
    function keyDataOf(uint256 fid, bytes calldata key) external view returns (KeyData memory) {
        return keys[fid][key];
    }
}
