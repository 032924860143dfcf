import { maxNameLabelLength } from "../checkNameRegistration"
import { echoInput } from "../echoInput"
import { sandboxNameZone } from "../NameRegistry"
import { failed, type OperationHandler } from "../OperationHandler"
import { suggestNames } from "../suggestNames"

/**
 * Name suggestions for a label in the sandbox's zone (`GET /v1/profile/suggestions/{name}`):
 * the exact name first with whether it is taken, then available variants. The label follows
 * the registration rule (letters, digits, hyphens, 4 to 64; case-insensitive), and only
 * the sandbox's own zone is served: a name suggested in another could not be registered here.
 */
export const getProfileSuggestions: OperationHandler<"getProfileSuggestions"> = async (
  request,
  context,
) => {
  const typed = request.params.name ?? ""
  const label = typed.toLowerCase()
  if (!/^[a-z0-9-]+$/.test(label)) {
    return failed(400, "name", `Invalid name format: ${echoInput(typed)}`)
  }
  if (label.length < 4 || label.length > maxNameLabelLength) {
    return failed(400, "name", `Invalid name length: ${echoInput(typed)}`)
  }
  const zone = request.query.get("zone") ?? ""
  if (zone !== sandboxNameZone) {
    return failed(
      400,
      "zone",
      `Name is not in the allowed zones: ${zone} (the sandbox's names end in .${sandboxNameZone})`,
    )
  }
  return {
    _tag: "Ok",
    body: { suggestions: suggestNames(label, zone, context.names.isRegistered) },
  }
}
