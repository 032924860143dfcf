import {
  Button,
  defineView,
  textStyles,
  useLazyService,
  useMessage,
  useNavigate,
  useStore,
} from "../../../ui/plugin"
import { AccountNames } from "../AccountNames"

/** RegisterAccountNameSuccess (spec 4): the name now belongs to the account. */
export default defineView(() => {
  const message = useMessage()
  const navigate = useNavigate()
  const names = useLazyService(AccountNames)
  const registration = useStore(names.registration)
  return (
    <div className={textStyles.stack}>
      <p role="status" className={textStyles.strong}>
        {message("names.success", { name: registration.name ?? "" })}
      </p>
      <Button variant="primary" onClick={() => void navigate.back()}>
        {message("names.done")}
      </Button>
    </div>
  )
})
