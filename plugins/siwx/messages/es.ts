import type { MessageCatalogue } from "../../../core"

/** The sign-in plugin's messages in Spanish (addressing the visitor with "tú"). */
export default {
  "siwx.title": "Iniciar sesión",
  "siwx.intro":
    "{app} te pide que firmes un mensaje para demostrar que eres el titular de esta cuenta.",
  "siwx.thisSite": "Este sitio",
  "siwx.free": "Firmar es gratis: no se envía ninguna transacción.",
  "siwx.sign": "Firmar",
  "siwx.signing": "Firma el mensaje en tu billetera…",
  "siwx.cancel": "Cancelar",
  "siwx.errorSigningMessage": "Error al firmar el mensaje",
  "error.siwxNotEnabled": "SIWX no está habilitado",
} satisfies MessageCatalogue
