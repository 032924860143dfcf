// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Foyer sandbox smart account
/// @notice A contract wallet owned by one EOA, for the Foyer sandbox devnet. Not for production use.
/// @dev ERC-1271: a signature is valid when the owner signed the hash itself, so a message the
///      owner signs with personal_sign is valid for the account (the verifier passes the
///      message's EIP-191 hash).
contract SandboxSmartAccount {
    /// @dev `bytes4(keccak256("isValidSignature(bytes32,bytes)"))`, ERC-1271's "valid".
    bytes4 internal constant ERC1271_VALID = 0x1626ba7e;
    bytes4 internal constant ERC1271_INVALID = 0xffffffff;
    /// @dev The largest `s` of a canonical secp256k1 signature (EIP-2): a signature with a
    ///      larger one is the malleated twin of another and is refused.
    uint256 internal constant MAX_S = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    /// @notice The EOA whose signatures the account accepts.
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// @notice Accepts ether, like any wallet.
    receive() external payable {}

    /// @notice ERC-1271: `0x1626ba7e` when `signature` is the owner's 65-byte signature of `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return ERC1271_INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > MAX_S) return ERC1271_INVALID;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? ERC1271_VALID : ERC1271_INVALID;
    }
}
