import { parseAbi } from "viem"

/**
 * The standard errors of an ERC-20 token (ERC-6093), so that a transfer's revert reads by
 * name ("ERC20InsufficientBalance(...)") rather than as "unknown reason". The sandbox's test
 * token and OpenZeppelin's ERC-20 use them.
 */
export const erc20Errors = parseAbi([
  "error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)",
  "error ERC20InvalidSender(address sender)",
  "error ERC20InvalidReceiver(address receiver)",
  "error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)",
  "error ERC20InvalidApprover(address approver)",
  "error ERC20InvalidSpender(address spender)",
])
