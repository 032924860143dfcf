/**
 * foyer-kit/react/plugin: the SDK a plugin's views are written with. Define a view, read kernel
 * stores with selectors, run kernel actions, navigate, look messages up, and draw with the
 * kit's primitives. Views import only this entry (and `foyer-kit/core` for types): they never reach
 * private kernel paths or touch the Effect runtime themselves.
 * @example
 * import { Button, defineView, useMessage, useNavigate } from "foyer-kit/react/plugin"
 * export default defineView(() => {
 *   const message = useMessage()
 *   const navigate = useNavigate()
 *   return <Button onClick={() => navigate.back()}>{message("send.cancel")}</Button>
 * })
 */

export type { View } from "../../core"
export { amountDecimals, cutDecimals } from "../format/cutDecimals"
export { shortenAddress } from "../format/shortenAddress"
export { AmountField, type AmountFieldProps } from "../primitives/AmountField"
export { Button, type ButtonProps } from "../primitives/Button"
export { LineIcon, type LineIconProps } from "../primitives/LineIcon"
export { ListButton, type ListButtonProps } from "../primitives/ListButton"
export { LogoImage, type LogoImageProps } from "../primitives/LogoImage"
export { QrCode, type QrCodeProps } from "../primitives/QrCode"
export { Spinner } from "../primitives/Spinner"
export { formStyles, textStyles } from "../primitives/styleSets"
export { TextField, type TextFieldProps } from "../primitives/TextField"
export { type TokenOption, TokenPicker, type TokenPickerProps } from "../primitives/TokenPicker"
export {
  defineConnectSection,
  type FoyerConnectSection,
} from "./defineConnectSection"
export { defineView, type FoyerView, type PluginViewProps } from "./defineView"
export {
  type OpenerGeometry,
  openPopup,
  type PopupHost,
  type PopupWindow,
  popupFeatures,
  popupSize,
} from "./openPopup"
export { type CopyText, type CopyToasts, useCopyText } from "./useCopyText"
export { useCurrentAccount } from "./useCurrentAccount"
export {
  type KitSettings,
  useAccountsState,
  useKernelConfig,
  useNetworkState,
} from "./useKernelState"
export { useLazyService } from "./useLazyService"
export { type MessageLookup, useMessage } from "./useMessage"
export { type Navigate, useNavigate } from "./useNavigate"
export { type RunInKit, useRun } from "./useRun"
export { useService } from "./useService"
export { useStore } from "./useStore"
