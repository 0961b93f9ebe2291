import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState, type ReactNode } from 'react'
import { todayWire } from '@/core/format'
import { BottomSheet } from '@/ui/BottomSheet'
import { TravelCalendar } from '@/ui/TravelCalendar'
import { pickRangeDay, rangeNights, rangeWindow, type DayRange, type RangeBounds } from '@/ui/domain/calendar'
import { useCalendarMonth } from './useCalendarMonth'

export type TravelRangePickerProps = {
  start: string
  end: string
  /** The first and last day a stay may start, its longest length in nights. */
  bounds: RangeBounds
  title: string
  /** The words of the range's two days, e.g. ['入住', '离店']. */
  labels: readonly [string, string]
  /** What the sheet says while the last day is to be tapped, e.g. 请选择离店日期. */
  endPrompt: string
  /** The chosen range's length, e.g. (n) => `共${n}晚`. */
  lengthText: (nights: number) => string
  onChange: (start: string, end: string) => void
  /** The trigger; tapping it opens the calendar. */
  children?: ReactNode
}

/**
 * A range on the one travel calendar (decision 0822: hotel 入住 and 离店): tap the first day, then the last; the
 * sheet closes on the last and hands both over. Closed before the last day is tapped, nothing changes.
 */
function TravelRangePickerView(props: TravelRangePickerProps) {
  const [isOpened, setOpened] = useState(false)
  const [range, setRange] = useState<DayRange>({ start: props.start, end: props.end })
  const window = rangeWindow(range, props.bounds)
  const { calendar, month, show, showDay } = useCalendarMonth({ start: props.bounds.first, end: addDaysBound(props.bounds) }, props.start)

  const open = () => {
    setRange({ start: props.start, end: props.end })
    showDay(props.start)
    setOpened(true)
  }
  const pick = (date: string) => {
    const next = pickRangeDay(range, date, props.bounds)
    setRange(next.range)
    if (!next.isDone || !next.range.end) return
    setOpened(false)
    if (next.range.start !== props.start || next.range.end !== props.end) props.onChange(next.range.start, next.range.end)
  }
  const nights = rangeNights(range)

  return (
    <View className='travel-date-picker'>
      {props.children ? <View className='travel-date-picker__trigger' onClick={open}>{props.children}</View> : null}
      <BottomSheet isOpened={isOpened} title={props.title} onClose={() => setOpened(false)}>
        {isOpened ? (
          <TravelCalendar
            month={month}
            onMonth={show}
            today={todayWire()}
            start={window.start}
            end={window.end}
            value={range.start}
            rangeEnd={range.end}
            rangeLabels={props.labels}
            note={range.end ? props.lengthText(nights) : props.endPrompt}
            holidays={calendar.holidays}
            onPick={pick}
          />
        ) : null}
      </BottomSheet>
    </View>
  )
}

/** The last day any range may touch: its latest start plus its longest length (how far the months may move). */
function addDaysBound(bounds: RangeBounds): string {
  return rangeWindow({ start: bounds.lastStart }, bounds).end
}

export const TravelRangePicker = observer(TravelRangePickerView)
