import {
  Button,
  defineView,
  Spinner,
  textStyles,
  useKernelConfig,
  useLazyService,
  useMessage,
  useRun,
  useStore,
} from "../../../ui/plugin"
import { SiwxFlow } from "../SiwxFlow"

/**
 * The SIWXSignMessage view (spec 4 Sign-in with wallet): the site asks the visitor to sign a
 * message proving they own the account. Sign has the wallet sign it; while it does the view
 * says so; a failure shows 'Error signing message' and Sign may be tried again. Cancel leaves
 * (when sign-in is required, back to the last signed-in network, else disconnected).
 */
export default defineView(() => {
  const message = useMessage()
  const run = useRun()
  const flow = useLazyService(SiwxFlow)
  const state = useStore(flow.state)
  const app = useKernelConfig().config.metadata?.name ?? message("siwx.thisSite")
  const signing = state._tag === "Signing"
  return (
    <div className={textStyles.stack}>
      <p className={textStyles.strong}>{message("siwx.intro", { app })}</p>
      <p className={textStyles.paragraph}>{message("siwx.free")}</p>
      {state._tag === "Failed" ? (
        <p role="alert" className={textStyles.errorMessage}>
          {message("siwx.errorSigningMessage")}
        </p>
      ) : null}
      {signing ? (
        <p role="status" className={textStyles.statusRow}>
          <Spinner />
          {message("siwx.signing")}
        </p>
      ) : null}
      {/* aria-disabled, not disabled: a disabled button drops the keyboard's focus, and the
          visitor who pressed Sign should find it under their finger to try again. */}
      <Button
        variant="primary"
        aria-disabled={signing}
        onClick={() => {
          if (!signing) void run(flow.sign)
        }}
      >
        {message("siwx.sign")}
      </Button>
      <Button
        aria-disabled={signing}
        onClick={() => {
          if (!signing) void run(flow.cancel)
        }}
      >
        {message("siwx.cancel")}
      </Button>
    </div>
  )
})
