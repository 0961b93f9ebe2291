import { PickerView, PickerViewColumn, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { usePopupCount } from './popupCount'
import {
  PICKER,
  isDesktop,
  multiSelectorIndexes,
  pickColumn,
  pickerColumns,
  pickerValue,
  shanghaiToday,
  type DateFields,
  type PickerInput,
  type PickerMode,
  type PickerValue,
  type RangeItem,
} from '@/ui/domain/picker'
import './DateTimePicker.scss'

export type DateTimePickerProps = {
  /** Default 'selector'. */
  mode?: PickerMode
  /** selector: items; multiSelector: one list per column. Objects are labelled by rangeKey. */
  range?: RangeItem[] | RangeItem[][]
  rangeKey?: string
  /** selector: index; multiSelector: indexes; time: 'HH:mm'; date: 'YYYY[-MM[-DD]]'. */
  value?: PickerValue
  /** time and date bounds. */
  start?: string
  end?: string
  /** date granularity, default 'day'. */
  fields?: DateFields
  disabled?: boolean
  title?: string
  /** The confirmed value, valid and clamped. */
  onChange?: (value: PickerValue) => void
  onCancel?: () => void
  /** multiSelector: a column moved (the parent may replace `range`). */
  onColumnChange?: (column: number, index: number) => void
  /** The trigger; tapping it opens the picker. */
  children?: ReactNode
}

type Phase = 'closed' | 'open' | 'closing'

function windowSize(): { width: number; height: number } {
  try {
    const info = Taro.getWindowInfo()
    return { width: info.windowWidth, height: info.windowHeight }
  } catch {
    return { width: 0, height: 0 }
  }
}

export function DateTimePicker(props: DateTimePickerProps) {
  const { mode = 'selector', disabled, title, children } = props
  const [phase, setPhase] = useState<Phase>('closed')
  const [isPopover, setIsPopover] = useState(false)
  const [view, setView] = useState<{ columns: string[][]; indexes: number[] }>({ columns: [], indexes: [] })
  const today = useRef(shanghaiToday(Date.now()))
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  usePopupCount(phase === 'open')

  const input = (value: unknown = props.value): PickerInput => ({
    mode,
    range: props.range,
    rangeKey: props.rangeKey,
    value,
    start: props.start,
    end: props.end,
    fields: props.fields,
    today: today.current,
  })

  const latest = useRef({ confirm: () => {}, cancel: () => {} })

  const close = () => {
    setPhase('closing')
    if (closeTimer.current) clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(() => setPhase('closed'), PICKER.closeAnimation)
  }

  const open = () => {
    if (disabled || phase === 'open') return
    today.current = shanghaiToday(Date.now())
    setView(pickerColumns(input()))
    setIsPopover(isDesktop(windowSize()))
    setPhase('open')
  }

  const confirm = () => {
    if (phase !== 'open') return
    props.onChange?.(pickerValue(input(), view.indexes))
    close()
  }

  const cancel = () => {
    if (phase !== 'open') return
    props.onCancel?.()
    close()
  }
  latest.current = { confirm, cancel }

  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current)
  }, [])

  // multiSelector: the parent may swap a column's items after onColumnChange.
  useEffect(() => {
    if (phase !== 'open' || mode !== 'multiSelector') return
    setView((current) => {
      const columns = pickerColumns(input(current.indexes)).columns
      return { columns, indexes: multiSelectorIndexes(current.indexes, columns.map((c) => c.length)) }
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.range])

  // Desktop popover: Esc cancels, Enter confirms.
  useEffect(() => {
    if (phase !== 'open' || !isPopover || typeof document === 'undefined') return undefined
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.cancel()
      if (event.key === 'Enter') latest.current.confirm()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [phase, isPopover])

  const onPick = (next: number[]) => {
    const column = next.findIndex((index, i) => index !== view.indexes[i])
    if (column < 0) return
    if (mode === 'multiSelector') props.onColumnChange?.(column, next[column])
    setView(pickColumn(input(), view.indexes, column, next[column]))
  }

  const itemStyle = { height: `${PICKER.itemHeight}px`, lineHeight: `${PICKER.itemHeight}px` }
  const panelClass = [
    'dt-picker',
    isPopover ? 'dt-picker--popover' : 'dt-picker--sheet',
    phase === 'closing' ? 'dt-picker--closing' : '',
  ].join(' ')

  return (
    <View className='dt-picker-host'>
      <View className={`dt-picker-trigger ${disabled ? 'dt-picker-trigger--disabled' : ''}`} onClick={open}>
        {children}
      </View>
      {phase === 'closed' ? null : (
        <View className={panelClass}>
          <View className='dt-picker__mask' onClick={cancel} />
          <View
            className='dt-picker__panel'
            style={isPopover ? { width: `${PICKER.popoverWidth}px` } : undefined}
          >
            <View className='dt-picker__header'>
              <Text className='dt-picker__cancel' onClick={cancel}>
                取消
              </Text>
              <Text className='dt-picker__title'>{title ?? ''}</Text>
              <Text className='dt-picker__confirm' onClick={confirm}>
                确定
              </Text>
            </View>
            <PickerView
              className='dt-picker__view'
              value={view.indexes}
              indicatorStyle={`height: ${PICKER.itemHeight}px;`}
              style={{ height: `${PICKER.itemHeight * 5}px` }}
              onChange={(e) => onPick((e.detail as { value: number[] }).value)}
            >
              {view.columns.map((column, c) => (
                <PickerViewColumn key={c}>
                  {column.map((label, i) => (
                    // A tapped row is chosen, as on a phone's wheel: the column then turns to it.
                    <View key={i} className='dt-picker__item' style={itemStyle} onClick={() => onPick(view.indexes.map((index, k) => (k === c ? i : index)))}>
                      {label}
                    </View>
                  ))}
                </PickerViewColumn>
              ))}
            </PickerView>
          </View>
        </View>
      )}
    </View>
  )
}
