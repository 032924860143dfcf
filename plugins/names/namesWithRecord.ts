import { Option } from "effect"
import type { ApiSchemas } from "../../core"

/**
 * The stored names of an address once it registered `record`: the stored list with the record
 * in place of one of the same name (any case), else added last, as the naming service lists
 * an address's names oldest first. With no list stored there is none to complete: the next
 * lookup asks the service, which knows the new name.
 * @example
 * namesWithRecord(Option.some([alice]), ada) // Option.some([alice, ada])
 */
export const namesWithRecord = (
  stored: Option.Option<ReadonlyArray<ApiSchemas.NameRecord>>,
  record: ApiSchemas.NameRecord,
): Option.Option<ReadonlyArray<ApiSchemas.NameRecord>> =>
  Option.map(stored, (records) => {
    const name = record.name.toLowerCase()
    const at = records.findIndex((known) => known.name.toLowerCase() === name)
    return at === -1
      ? [...records, record]
      : records.map((known, index) => (index === at ? record : known))
  })
