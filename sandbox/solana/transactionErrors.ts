// A litesvm transaction error as Solana's JSON-RPC writes it (TransactionError's serde form:
// "BlockhashNotFound", { InstructionError: [0, { Custom: 1 }] }) and as Agave's Display words
// it in error messages ("Transaction simulation failed: Blockhash not found").
import {
  type FailedTransactionMetadata,
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from "litesvm/dist/internal.js"

/** A transaction error in Solana's JSON form. */
export type TransactionErrorJson = string | { readonly [variant: string]: unknown }

// litesvm's fieldless errors are numbers, in the order of its TransactionErrorFieldless and
// InstructionErrorFieldless (const enums, which isolated modules cannot read).
const transactionErrorNames = [
  "AccountInUse",
  "AccountLoadedTwice",
  "AccountNotFound",
  "ProgramAccountNotFound",
  "InsufficientFundsForFee",
  "InvalidAccountForFee",
  "AlreadyProcessed",
  "BlockhashNotFound",
  "CallChainTooDeep",
  "MissingSignatureForFee",
  "InvalidAccountIndex",
  "SignatureFailure",
  "InvalidProgramForExecution",
  "SanitizeFailure",
  "ClusterMaintenance",
  "AccountBorrowOutstanding",
  "WouldExceedMaxBlockCostLimit",
  "UnsupportedVersion",
  "InvalidWritableAccount",
  "WouldExceedMaxAccountCostLimit",
  "WouldExceedAccountDataBlockLimit",
  "TooManyAccountLocks",
  "AddressLookupTableNotFound",
  "InvalidAddressLookupTableOwner",
  "InvalidAddressLookupTableData",
  "InvalidAddressLookupTableIndex",
  "InvalidRentPayingAccount",
  "WouldExceedMaxVoteCostLimit",
  "WouldExceedAccountDataTotalLimit",
  "MaxLoadedAccountsDataSizeExceeded",
  "ResanitizationNeeded",
  "InvalidLoadedAccountsDataSizeLimit",
  "UnbalancedTransaction",
  "ProgramCacheHitMaxLimit",
  "CommitCancelled",
] as const

const instructionErrorNames = [
  "GenericError",
  "InvalidArgument",
  "InvalidInstructionData",
  "InvalidAccountData",
  "AccountDataTooSmall",
  "InsufficientFunds",
  "IncorrectProgramId",
  "MissingRequiredSignature",
  "AccountAlreadyInitialized",
  "UninitializedAccount",
  "UnbalancedInstruction",
  "ModifiedProgramId",
  "ExternalAccountLamportSpend",
  "ExternalAccountDataModified",
  "ReadonlyLamportChange",
  "ReadonlyDataModified",
  "DuplicateAccountIndex",
  "ExecutableModified",
  "RentEpochModified",
  "NotEnoughAccountKeys",
  "AccountDataSizeChanged",
  "AccountNotExecutable",
  "AccountBorrowFailed",
  "AccountBorrowOutstanding",
  "DuplicateAccountOutOfSync",
  "InvalidError",
  "ExecutableDataModified",
  "ExecutableLamportChange",
  "ExecutableAccountNotRentExempt",
  "UnsupportedProgramId",
  "CallDepth",
  "MissingAccount",
  "ReentrancyNotAllowed",
  "MaxSeedLengthExceeded",
  "InvalidSeeds",
  "InvalidRealloc",
  "ComputationalBudgetExceeded",
  "PrivilegeEscalation",
  "ProgramEnvironmentSetupFailure",
  "ProgramFailedToComplete",
  "ProgramFailedToCompile",
  "Immutable",
  "IncorrectAuthority",
  "AccountNotRentExempt",
  "InvalidAccountOwner",
  "ArithmeticOverflow",
  "UnsupportedSysvar",
  "IllegalOwner",
  "MaxAccountsDataAllocationsExceeded",
  "MaxAccountsExceeded",
  "MaxInstructionTraceLengthExceeded",
  "BuiltinProgramsMustConsumeComputeUnits",
  "BorshIoError",
] as const

type LitesvmTransactionError = ReturnType<FailedTransactionMetadata["err"]>
type LitesvmInstructionError = ReturnType<TransactionErrorInstructionError["err"]>

const instructionErrorJson = (error: LitesvmInstructionError): TransactionErrorJson => {
  if (error instanceof InstructionErrorCustom) return { Custom: error.code }
  if (error instanceof InstructionErrorBorshIo) return { BorshIoError: error.msg }
  return instructionErrorNames[error] ?? `InstructionError${error}`
}

/** A litesvm transaction error in Solana's JSON form. */
export const transactionErrorJson = (error: LitesvmTransactionError): TransactionErrorJson => {
  if (error instanceof TransactionErrorInstructionError) {
    return { InstructionError: [error.index, instructionErrorJson(error.err())] }
  }
  if (error instanceof TransactionErrorInsufficientFundsForRent) {
    return { InsufficientFundsForRent: { account_index: error.accountIndex } }
  }
  if (error instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } }
  }
  if (error instanceof TransactionErrorDuplicateInstruction) {
    return { DuplicateInstruction: error.index }
  }
  return transactionErrorNames[error] ?? `TransactionError${error}`
}

const instructionErrorTexts: Readonly<Record<string, string>> = {
  GenericError: "generic instruction error",
  InvalidArgument: "invalid program argument",
  InvalidInstructionData: "invalid instruction data",
  InvalidAccountData: "invalid account data for instruction",
  AccountDataTooSmall: "account data too small for instruction",
  InsufficientFunds: "insufficient funds for instruction",
  IncorrectProgramId: "incorrect program id for instruction",
  MissingRequiredSignature: "missing required signature for instruction",
  AccountAlreadyInitialized: "instruction requires an uninitialized account",
  UninitializedAccount: "instruction requires an initialized account",
  ComputationalBudgetExceeded: "Computational budget exceeded",
  IllegalOwner: "Provided owner is not allowed",
}

const transactionErrorTexts: Readonly<Record<string, string>> = {
  AccountInUse: "Account in use",
  AccountLoadedTwice: "Account loaded twice",
  AccountNotFound: "Attempt to debit an account but found no record of a prior credit.",
  ProgramAccountNotFound: "Attempt to load a program that does not exist",
  InsufficientFundsForFee: "Insufficient funds for fee",
  InvalidAccountForFee: "This account may not be used to pay transaction fees",
  AlreadyProcessed: "This transaction has already been processed",
  BlockhashNotFound: "Blockhash not found",
  SignatureFailure: "Transaction did not pass signature verification",
  InvalidProgramForExecution: "This program may not be used for executing instructions",
  SanitizeFailure: "Transaction failed to sanitize accounts offsets correctly",
  AddressLookupTableNotFound: "Transaction loads an address table account that doesn't exist",
}

const instructionErrorText = (error: unknown): string => {
  if (typeof error === "string") return instructionErrorTexts[error] ?? error
  if (typeof error === "object" && error !== null && "Custom" in error) {
    return `custom program error: 0x${Number(error.Custom).toString(16)}`
  }
  return JSON.stringify(error)
}

/** Agave's wording of a transaction error, e.g. "Error processing Instruction 0: custom program error: 0x1". */
export const transactionErrorText = (error: TransactionErrorJson): string => {
  if (typeof error === "string") return transactionErrorTexts[error] ?? error
  const [variant, detail] = Object.entries(error)[0] ?? ["", undefined]
  if (variant === "InstructionError" && Array.isArray(detail)) {
    return `Error processing Instruction ${detail[0]}: ${instructionErrorText(detail[1])}`
  }
  if (variant === "InsufficientFundsForRent") {
    const index = (detail as { readonly account_index?: number }).account_index
    return `Transaction results in an account (${index}) with insufficient funds for rent`
  }
  if (variant === "DuplicateInstruction") {
    return `Transaction contains a duplicate instruction (${detail}) that is not allowed`
  }
  return `${variant}: ${JSON.stringify(detail)}`
}
