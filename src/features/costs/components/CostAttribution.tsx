import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { ConfirmPopup } from '@/ui/ConfirmPopup'
import type { BookingChargeStore } from '../stores/BookingChargeStore'
import './costs.scss'

type Props = {
  /** Opens the picker of a kind for the form (openCostPicker with the form's purpose). */
  onPick: (kind: 'costCenter' | 'project', selectedId: string) => void
  store: BookingChargeStore
}

/**
 * 费用归属 on a booking form (decision 0480): the cost centre and project rows the enterprise's modules show, opening
 * the shared pickers, and the remaining budget for the amount.
 */
export const CostAttribution = observer(function CostAttribution({ onPick, store }: Props) {
  const rows = (['costCenter', 'project'] as const).map((kind) => ({ kind, row: store.rowOf(kind), picked: kind === 'costCenter' ? store.costCenter : store.project }))
  const shown = rows.filter((r) => r.row !== null)
  if (shown.length === 0 && store.budgetNotes.length === 0) return null
  return (
    <View className='cost-attribution'>
      {shown.map(({ kind, row, picked }) => (
        <View key={kind} className={`cost-row cost-attribution__${kind}`} onClick={() => onPick(kind, picked?.id ?? '')}>
          <Text>{row?.label}</Text>
          <Text className={picked ? 'cost-row__name' : 'cost-row__code'}>{picked?.name ?? row?.placeholder} ›</Text>
        </View>
      ))}
      {store.budgetNotes.length > 0 ? (
        <View className='cost-attribution__budget'>
          {store.budgetNotes.map((note) => (
            <Text key={note.text} className={`budget-note${note.isOver ? ' budget-note--over' : ''}`}>
              {note.text}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  )
})

/** The cost attribution confirmation (isProjectCenterConfirm / projectCenterSecondaryConfirmation) of every booking form. */
export const CostConfirmation = observer(function CostConfirmation({ store, onConfirm }: { store: BookingChargeStore; onConfirm: () => void }) {
  return <ConfirmPopup isOpened={store.isConfirming} content={store.confirmationText} confirmText='确认提交' onConfirm={onConfirm} onCancel={() => store.closeConfirmation()} />
})
