import type { MessageCatalogue } from "../../../core"

/** The names plugin's messages in Spanish. */
export default {
  "names.title": "Elegir un nombre",
  "names.successTitle": "Nombre registrado",
  "names.action": "Elegir un nombre",
  "names.field": "Nombre",
  "names.hint": "Letras, números y guiones; al menos 4 caracteres.",
  "names.invalid": "Usa solo letras, números y guiones; al menos 4 caracteres.",
  "names.checking": "Comprobando {name}…",
  "names.available": "{name} está disponible.",
  "names.taken": "{name} ya está en uso.",
  "names.suggestions": "Alternativas disponibles",
  "names.register": "Registrar {name}",
  "names.loading": "Preparando el registro…",
  "names.signing": "Firma el mensaje en tu billetera…",
  "names.submitting": "Registrando {name}…",
  "names.unsupported": "Los nombres no están disponibles en {network}.",
  "names.noAccount": "Conecta una billetera para elegir un nombre.",
  "names.success": "{name} es ahora el nombre de esta cuenta.",
  "names.done": "Volver a la cuenta",
  "error.errorResolvingName": "Error al resolver el nombre",
  "error.errorFetchingNameSuggestions": "Error al obtener sugerencias de nombres",
  "error.errorFetchingNamesForAddress": "Error al obtener los nombres de la dirección",
  "error.errorRegisteringName": "Error al registrar el nombre {name}",
} satisfies MessageCatalogue
