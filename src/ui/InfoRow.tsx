import { AtListItem } from 'taro-ui'
import './taroUi/list.scss'
import './InfoRow.scss'

type Props = {
  label: string
  value: string
  /** The value in the warning colour (amounts due, over-standard results). */
  emphasis?: boolean
}

/** A label on the left and its value on the right, as a compact taro-ui list item without border. */
export function InfoRow({ label, value, emphasis }: Props) {
  return (
    <AtListItem
      className={`info-row${emphasis ? ' info-row--emphasis' : ''}`}
      title={label}
      extraText={value}
      hasBorder={false}
    />
  )
}
