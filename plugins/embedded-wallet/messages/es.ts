import type { MessageCatalogue } from "../../../core"

/** The embedded wallet's messages in Spanish. */
export default {
  "error.emailCooldown":
    "Vuelve a intentarlo dentro de {n, plural, one {# segundo} other {# segundos}}",
  "error.untrustedOrigin": "Origen no confiable",
  "error.frameError": "Se produjo un error",
  "error.rpcAborted": "Se canceló la solicitud RPC",
  "error.emailLoginDependencyFailed":
    "No se pudo cargar el módulo de inicio de sesión con correo electrónico",
  "error.frameNotSet": "El marco seguro no está configurado.",
  "error.frameParentNotSet": "La ventana principal del marco seguro no está configurada.",
} satisfies MessageCatalogue
