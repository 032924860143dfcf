// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Sandbox Farcaster IdRegistry
/// @notice Stands in for Farcaster's IdRegistry (Optimism, 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b)
/// on the Foyer sandbox devnet, where the sandbox places its code at the same address. It keeps
/// the real ABI's reads (`idOf`, `custodyOf`), which Sign In With Farcaster verifiers call.
/// Not for production use: anyone may register, and nothing transfers or recovers an fid.
contract SandboxIdRegistry {
    /// @notice The fid each custody address owns (0: none).
    mapping(address owner => uint256 fid) public idOf;
    /// @notice The custody address of each fid (zero: unregistered).
    mapping(uint256 fid => address custody) public custodyOf;

    /// @dev The real registry's event, recovery always zero here.
    event Register(address indexed to, uint256 indexed id, address recovery);

    /// @dev The real registry's error when the custody address already owns an fid.
    error HasId();
    /// @notice The fid is already registered to another custody address.
    error FidTaken(uint256 fid);
    /// @notice Fids start at 1; 0 means "none" in `idOf`.
    error InvalidFid();
    /// @notice The zero address owns nothing.
    error InvalidCustody();

    /// @notice Sandbox only: registers `fid` to `custody` (the real registry issues fids in order
    /// through its gateway; the sandbox chooses them so its accounts keep theirs on every run).
    function register(address custody, uint256 fid) external {
        if (custody == address(0)) revert InvalidCustody();
        if (fid == 0) revert InvalidFid();
        if (idOf[custody] != 0) revert HasId();
        if (custodyOf[fid] != address(0)) revert FidTaken(fid);
        idOf[custody] = fid;
        custodyOf[fid] = custody;
        emit Register(custody, fid, address(0));
    }
}
