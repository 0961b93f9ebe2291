import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { todayWire } from '@/core/format'
import { useStores } from '@/stores/context'
import { DateStrip } from '@/ui/DateStrip'
import { stripDays } from '@/ui/domain/calendar'
import { calendarOf, type FareSource } from './CalendarStore'
import { TravelDatePicker } from './TravelDatePicker'

export type TravelDateStripProps = {
  value: string
  start: string
  end: string
  title: string
  onChange: (date: string) => void
  fares?: FareSource
}

/** A list's date strip (train, flight) with its 日历 opening the same calendar as the search page. */
function TravelDateStripView(props: TravelDateStripProps) {
  const calendar = calendarOf(useStores())
  const [isOpened, setOpened] = useState(false)
  const days = stripDays(props.value, props.start, props.end)
  const first = days[0] ?? props.value
  const last = days[days.length - 1] ?? props.value
  useEffect(() => {
    if (!first) return
    void calendar.loadHolidays(first, last)
    if (props.fares) void calendar.loadFares(props.fares, first, last, { start: props.start, end: props.end })
  }, [calendar, first, last, props.fares?.key, props.start, props.end]) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <DateStrip
        value={props.value}
        today={todayWire()}
        start={props.start}
        end={props.end}
        holidays={calendar.holidays}
        prices={props.fares ? calendar.faresOf(props.fares.key) : undefined}
        onPick={props.onChange}
        onCalendar={() => setOpened(true)}
      />
      <TravelDatePicker
        value={props.value}
        start={props.start}
        end={props.end}
        title={props.title}
        fares={props.fares}
        onChange={props.onChange}
        isOpened={isOpened}
        onClose={() => setOpened(false)}
      />
    </>
  )
}

export const TravelDateStrip = observer(TravelDateStripView)
