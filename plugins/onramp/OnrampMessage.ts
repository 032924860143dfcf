/** A message to show, by catalogue id, with its placeholder values (the view looks it up). */
export interface OnrampMessage {
  readonly id: string
  readonly values?: Readonly<Record<string, string | number>>
}
