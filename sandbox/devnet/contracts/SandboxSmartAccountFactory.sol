// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SandboxSmartAccount} from "./SandboxSmartAccount.sol";

/// @title Foyer sandbox smart-account factory
/// @notice Deploys an owner's SandboxSmartAccount with CREATE2, so the account has its address
///         before it exists (counterfactual) and an ERC-6492 signature can name this factory's
///         `createAccount` call. Not for production use.
contract SandboxSmartAccountFactory {
    event AccountCreated(address indexed account, address indexed owner, uint256 salt);

    /// @notice Deploys the account of `owner` and `salt`, or returns it when it already exists.
    function createAccount(address owner, uint256 salt) external returns (address account) {
        account = accountAddress(owner, salt);
        if (account.code.length > 0) return account;
        new SandboxSmartAccount{salt: bytes32(salt)}(owner);
        emit AccountCreated(account, owner, salt);
    }

    /// @notice The address the account of `owner` and `salt` has, deployed or not.
    function accountAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 initCodeHash =
            keccak256(abi.encodePacked(type(SandboxSmartAccount).creationCode, abi.encode(owner)));
        return address(
            uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), initCodeHash))))
        );
    }
}
