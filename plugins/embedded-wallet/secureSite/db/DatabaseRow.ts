import { Data } from "effect"
import type { DatabaseRow } from "./SecureSiteDatabase"

/**
 * A column held another type than the schema gives it: the code and the database disagree (a
 * migration not run, or a query reading the wrong column).
 */
export class DatabaseColumnTypeError extends Data.TaggedError("DatabaseColumnTypeError")<{
  readonly column: string
  readonly expected: string
}> {
  override readonly message: string = `Column ${this.column} is not ${this.expected}.`
}

const present = (row: DatabaseRow, column: string, expected: string): unknown => {
  const value = row[column]
  if (value === undefined || value === null) throw new DatabaseColumnTypeError({ column, expected })
  return value
}

/** Reads a text (or uuid) column. */
export const readText = (row: DatabaseRow, column: string): string => {
  const value = present(row, column, "text")
  if (typeof value !== "string") throw new DatabaseColumnTypeError({ column, expected: "text" })
  return value
}

/**
 * Reads an integer column as a number. `pg` gives a bigint as a string and PGlite as a number;
 * both are read the same, and a value past 2^53 is refused rather than rounded.
 */
export const readInteger = (row: DatabaseRow, column: string): number => {
  const value = present(row, column, "an integer")
  const number = typeof value === "string" || typeof value === "bigint" ? Number(value) : value
  if (typeof number !== "number" || !Number.isSafeInteger(number)) {
    throw new DatabaseColumnTypeError({ column, expected: "an integer" })
  }
  return number
}

/** Reads a timestamptz column as milliseconds since the epoch (the clock's unit). */
export const readTime = (row: DatabaseRow, column: string): number => {
  const value = present(row, column, "a time")
  if (!(value instanceof Date)) throw new DatabaseColumnTypeError({ column, expected: "a time" })
  return value.getTime()
}

/** Reads a nullable timestamptz column: `undefined` for NULL. */
export const readOptionalTime = (row: DatabaseRow, column: string): number | undefined =>
  row[column] === null || row[column] === undefined ? undefined : readTime(row, column)

/** Reads a bytea column as a plain `Uint8Array` (`pg` gives a Buffer, PGlite a Uint8Array). */
export const readBytes = (row: DatabaseRow, column: string): Uint8Array => {
  const value = present(row, column, "bytes")
  if (!(value instanceof Uint8Array))
    throw new DatabaseColumnTypeError({ column, expected: "bytes" })
  return Uint8Array.from(value)
}
