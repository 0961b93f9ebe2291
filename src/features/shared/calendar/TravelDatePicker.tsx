import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState, type ReactNode } from 'react'
import { todayWire } from '@/core/format'
import { BottomSheet } from '@/ui/BottomSheet'
import { TravelCalendar } from '@/ui/TravelCalendar'
import type { FareSource } from './CalendarStore'
import { useCalendarMonth } from './useCalendarMonth'

export type TravelDatePickerProps = {
  value: string
  /** First and last day that can be chosen. */
  start: string
  end: string
  title: string
  onChange: (date: string) => void
  /** Flights: the route's lowest fare per day. */
  fares?: FareSource
  disabled?: boolean
  /** The trigger; tapping it opens the calendar. */
  children?: ReactNode
  /** Opened from outside (a date strip's 日历 button) instead of by the trigger. */
  isOpened?: boolean
  onClose?: () => void
}

export const FARE_NOTE = '价格为经济舱单程最低价，不含税费'

/** Every travel date (train, flight, hotel, 改签, applications) is chosen on this one calendar sheet. */
function TravelDatePickerView(props: TravelDatePickerProps) {
  const { calendar, month, show, showDay } = useCalendarMonth({ start: props.start, end: props.end }, props.value, props.fares)
  const [ownOpen, setOwnOpen] = useState(false)
  const isOpened = props.isOpened ?? ownOpen

  const open = () => {
    if (props.disabled) return
    showDay(props.value)
    setOwnOpen(true)
  }
  const close = () => {
    setOwnOpen(false)
    props.onClose?.()
  }
  // Opened from outside (a strip's 日历): the chosen day's month on each opening.
  useEffect(() => {
    if (props.isOpened) showDay(props.value)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.isOpened])

  return (
    <View className='travel-date-picker'>
      {props.children ? <View className='travel-date-picker__trigger' onClick={open}>{props.children}</View> : null}
      <BottomSheet isOpened={isOpened} title={props.title} onClose={close}>
        {isOpened ? (
          <TravelCalendar
            month={month}
            onMonth={show}
            today={todayWire()}
            start={props.start}
            end={props.end}
            value={props.value}
            holidays={calendar.holidays}
            prices={props.fares ? calendar.faresOf(props.fares.key) : undefined}
            note={props.fares ? FARE_NOTE : undefined}
            onPick={(date) => {
              close()
              if (date !== props.value) props.onChange(date)
            }}
          />
        ) : null}
      </BottomSheet>
    </View>
  )
}

export const TravelDatePicker = observer(TravelDatePickerView)
