import { useMessage } from "../plugin/useMessage"
import {
  directionalIcon,
  header,
  icon,
  iconButton,
  spacer,
  title as titleStyle,
} from "./ModalHeader.css"

/** Props of {@link ModalHeader}. */
export interface ModalHeaderProps {
  readonly titleId: string
  readonly title: string
  /** Shows the Back button. */
  readonly canGoBack: boolean
  readonly onBack: () => void
  readonly onClose: () => void
}

/** The modal's header: a labelled Back button (when there is history), the title, a labelled Close button. */
export const ModalHeader = ({ titleId, title, canGoBack, onBack, onClose }: ModalHeaderProps) => {
  const message = useMessage()
  return (
    <div className={header}>
      {canGoBack ? (
        <button
          type="button"
          className={iconButton}
          aria-label={message("modal.back")}
          onClick={onBack}
        >
          <svg
            className={`${icon} ${directionalIcon}`}
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      ) : (
        <span className={spacer} />
      )}
      <h2 id={titleId} className={titleStyle}>
        {title}
      </h2>
      <button
        type="button"
        className={iconButton}
        aria-label={message("modal.close")}
        onClick={onClose}
      >
        <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M6 6l12 12M18 6L6 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  )
}
