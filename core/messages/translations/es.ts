import type { MessageCatalogue } from "../MessageCatalogue"
import { pageButtonMessages } from "../pageButtonMessages"

/** The kernel's catalogue in Spanish (tuteo, "billetera"). */
export default {
  // The page buttons' and the modal's first frame's texts live in the light entry's table,
  // which draws them before this chunk loads.
  ...pageButtonMessages.es,

  "view.Account.title": "Cuenta",
  "view.AllWallets.title": "Todas las billeteras",
  "view.ConnectingWalletConnect.title": "WalletConnect",
  "view.ConnectingWalletConnectBasic.title": "Conectar billetera",
  "view.ConnectingExternal.title": "Conectando",
  "view.ConnectingMultiChain.title": "Seleccionar cadena",
  "view.SwitchNetwork.title": "Cambiar de red",
  "view.SwitchNetwork.listTitle": "Seleccionar red",
  "view.SwitchActiveChain.title": "Cambiar de cadena",
  "view.UnsupportedChain.title": "Red no compatible",
  "view.UsageExceeded.title": "Límite de uso alcanzado",

  "chain.eip155": "Redes EVM",
  "chain.solana": "Solana",
  "chain.polkadot": "Polkadot",
  "chain.bip122": "Bitcoin",
  "chain.cosmos": "Cosmos",
  "chain.sui": "Sui",
  "chain.stacks": "Stacks",

  "allWallets.search": "Buscar billeteras",
  "allWallets.listLabel": "Todas las billeteras",
  "allWallets.empty": "No se encontraron billeteras.",
  "allWallets.newToWallets": "¿Nuevo en billeteras?",
  "allWallets.whatIsAWallet":
    "Una billetera guarda tus criptomonedas y te permite iniciar sesión en aplicaciones. Consigue una de estas y vuelve para conectarla.",
  "allWallets.getWallet": "Obtener {name}",

  "connect.legal.termsAndPrivacy":
    "Al conectar tu billetera, aceptas nuestros {terms} y nuestra {privacy}.",
  "connect.legal.termsOnly": "Al conectar tu billetera, aceptas nuestros {terms}.",
  "connect.legal.privacyOnly": "Al conectar tu billetera, aceptas nuestra {privacy}.",
  "connect.legal.terms": "Términos del servicio",
  "connect.legal.privacy": "Política de privacidad",
  "connect.legal.required": "Marca la casilla para aceptar antes de conectar una billetera.",
  "connect.branding": "Con la tecnología de Foyer",

  // Stands in for {name} below, mid-sentence in "connecting.waiting" and "connecting.open".
  "connecting.yourWallet": "tu billetera",
  "connecting.waiting": "Esperando a que apruebes la conexión en {name}.",
  "connecting.connected": "Conectada.",
  "connecting.open": "Abre {name} y aprueba la conexión.",
  "connecting.connect": "Conectar",
  "connecting.tryAgain": "Reintentar",

  "connectingMultiChain.prompt":
    "Selecciona qué cadena quieres conectar con tu billetera multicadena.",
  "connectingMultiChain.chains": "Cadenas",
  "connectingMultiChain.connected": "Conectada",
  "connectingMultiChain.unavailable":
    "Esta billetera ya no está disponible. Vuelve atrás y elige otra.",

  "walletConnect.generating": "Generando código QR…",
  "walletConnect.qrCode": "Código QR para conectar una billetera",
  "walletConnect.expired": "Este código QR ha caducado.",
  "walletConnect.expiresIn": "Caduca en {time}",
  "walletConnect.copyLink": "Copiar enlace",
  "walletConnect.linkCopied": "Enlace copiado",
  "walletConnect.copyLinkFailed": "No se pudo copiar el enlace",
  "walletConnect.refresh": "Actualizar",
  "walletConnect.tryAgain": "Reintentar",
  "walletConnect.walletsLabel": "Billeteras",
  "walletConnect.openWallet": "Abrir {name}",

  "account.noWallet": "No hay ninguna billetera conectada.",
  "account.connect": "Conectar billetera",
  "account.loadingBalance": "Cargando saldo…",
  "account.copyAddress": "Copiar dirección",
  "account.copied": "Copiada",
  "account.copyFailed": "No se pudo copiar la dirección",
  "account.network": "Red: {name}",
  "account.disconnect": "Desconectar",
  "account.tokens": "Tokens",
  "account.noTokens": "No hay tokens en {network}.",
  "account.tabs": "Detalles de la cuenta",

  "networkList.label": "Redes",
  "networkList.active": "Activa",
  "switchNetwork.approve": "Aprueba el cambio de red en tu billetera.",
  "switchNetwork.tryAgain": "Reintentar",
  "switchNetwork.current": "Estás en {name}.",
  "switchNetwork.prompt": "Cambia tu billetera a {name} para continuar.",
  "switchNetwork.switch": "Cambiar de red",

  "switchActiveChain.noTarget": "No se indicó ninguna red a la que cambiar.",
  "switchActiveChain.family": "{network} pertenece a la familia {family}.",
  "switchActiveChain.connectedOn": "Tu billetera está conectada en {family}.",
  "switchActiveChain.connectFor": "Conecta una billetera de {family} para continuar.",
  "switchActiveChain.switchTo": "Cambiar a {family}",

  "unsupportedChain.explanation":
    "Tu billetera está en una red que esta aplicación no admite. Cambia a una red compatible para continuar.",
  "unsupportedChain.supported": "Redes compatibles",
  "unsupportedChain.disconnect": "Desconectar",

  "usageExceeded.explanation":
    "Esta aplicación alcanzó su límite de uso, así que ahora no se pueden conectar billeteras. Vuelve a intentarlo más tarde.",

  "error.invalidEmail": "Introduce una dirección de correo electrónico válida",
  "error.invalidCaipAddress": "Dirección CAIP no válida",
  "error.invalidCaipNetworkId": "ID de red CAIP-2 no válido",
  "error.invalidDecimal": "no es un número decimal válido",
  "error.tokenBalanceUnavailable": "Saldo del token no disponible",
  "error.rpcCallNotAllowed": "La llamada RPC solicitada no está permitida",
  "error.actionNotAllowed": "Acción no permitida",
  "error.authInitFailed": "Se produjo un problema al intentar inicializar la autenticación",
  "error.errorSigningMessage": "Error al firmar el mensaje",
  "error.multiWalletNotEnabled": "Multibilletera no habilitada",
  "error.unsupportedChain": "Cadena no compatible",
  "error.providerNotFound": "No se encontró el proveedor",
  "error.authProviderNotFound": "No se encontró el proveedor de autenticación",
  "error.walletConnectConnectorNotFound": "No se encontró WalletConnectConnector",
  "error.noActiveCaipAddress": "No se encontró ninguna ActiveCaipAddress",
  "error.adapterNotFound": "No se encontró el adaptador",
  "error.connectionControllerClientNotSet":
    "El cliente de ConnectionController no está configurado",
  "error.chainRequired": "Se requiere una cadena",
  "error.networkNotFound": "No se encontró la red",
  "error.addressOrAuthConnectorNotFound":
    "No se encontró la dirección o el conector de autenticación",
  "error.invalidConnectionStatus": "Estado de conexión no válido",
  "error.signMessageFailed": "No se pudo firmar el mensaje",
  "error.errorEstimatingGas": "Error al estimar el gas",
  "error.unknownRevertReason": "motivo desconocido",
  "error.unknownError": "Se produjo un error desconocido.",
  "error.viewNotAvailable": "Vista no disponible: {view}",
  "error.userRejected": "El usuario rechazó la solicitud",
  "error.somethingWentWrong": "Algo salió mal",
  "error.modalClosed": "Ventana cerrada",
  "error.popupClosed": "Ventana emergente cerrada",
  "error.failedToConnect": "No se pudo conectar",
  "error.failedToInitiateSocial": "No se pudo iniciar la conexión con la red social",
  "error.failedToConnectFarcaster": "No se pudo conectar con Farcaster",
  "error.connectionRejected": "Conexión rechazada",
  "error.noAuthConnector": "No se encontró ningún conector de autenticación",
  "error.notConnectedToEmailOrSocial":
    "No has iniciado sesión con correo electrónico ni red social",
  "error.chainNotConfigured": "Cadena no configurada.",
  "error.connectorAlreadyConnected": "El conector ya está conectado.",
  "error.connectorNotConnected": "El conector no está conectado.",
  "error.accountNotFound": "No se encontró la cuenta.",
  "error.chainMismatch": "La cadena actual de la billetera no coincide con la cadena de destino.",
  "error.switchChainNotSupported": "Esta billetera no permite cambiar de cadena.",
  "error.unavailableWhileReconnecting": "No disponible durante la reconexión.",
  "error.walletRpcFailed": "La solicitud a la billetera falló con el código {code}.",
  "error.nonceTooLow": "El nonce de la transacción es menor que el siguiente nonce de la cuenta.",
  "error.nonceTooHigh": "El nonce de la transacción es mayor que el siguiente nonce de la cuenta.",
  "error.insufficientFunds":
    "La cuenta no tiene fondos suficientes para pagar el gas y el importe.",
  "error.feeCapTooLow": "La tarifa máxima por gas es menor que la tarifa base del bloque.",
  "error.feeCapTooHigh": "La tarifa máxima por gas supera el valor más alto permitido (2^256-1).",
  "error.intrinsicGasTooLow": "El límite de gas de la transacción es demasiado bajo.",
  "error.intrinsicGasTooHigh":
    "El límite de gas de la transacción supera lo que permite el bloque.",
  "error.tipAboveFeeCap":
    "La tarifa de prioridad máxima por gas no puede superar la tarifa máxima por gas.",
  "error.executionReverted": "Ejecución revertida: {reason}",
} satisfies MessageCatalogue
