import { ScrollView, Text, View } from '@tarojs/components'
import { AtIcon } from 'taro-ui'
import './taroUi/icon.scss'
import { a11y, focusable, miniProgramRole } from './a11y'
import { dayLabel, stripDays, WEEKDAY_HEADS, weekdayIndex, type HolidayMark } from './domain/calendar'
import { shortFen } from './TravelCalendar'
import './DateStrip.scss'

export type DateStripProps = {
  value: string
  today: string
  start: string
  end: string
  holidays: Readonly<Record<string, HolidayMark>>
  /** Flights: the lowest fare of each day. */
  prices?: Readonly<Record<string, number | null>>
  onPick: (date: string) => void
  /** The 日历 button at the end of the strip. */
  onCalendar: () => void
}

/** The days around a list's date, to move a day back or on without leaving the list (train and flight lists). */
export function DateStrip(props: DateStripProps) {
  const days = stripDays(props.value, props.start, props.end)
  const i = days.indexOf(props.value)
  const previous = i > 0 ? days[i - 1] : ''
  const next = i >= 0 && i < days.length - 1 ? days[i + 1] : ''
  return (
    <View className='date-strip'>
      <View
        className={`date-strip__step${previous ? '' : ' date-strip__step--off'}`}
        onClick={() => previous && props.onPick(previous)}
        {...a11y('前一天', 'button')}
        {...focusable}
        aria-disabled={!previous}
      >
        <Text>前一天</Text>
      </View>
      <ScrollView className='date-strip__days' scrollX>
        {days.map((date) => {
          const week = dayLabel(date, props.today, props.holidays) || `周${WEEKDAY_HEADS[weekdayIndex(date)]}`
          const price = props.prices?.[date]
          const on = date === props.value
          return (
            <View
              key={date}
              className={`date-strip__day${on ? ' date-strip__day--on' : ''}`}
              onClick={() => !on && props.onPick(date)}
              // Named by what it shows (今天 11-28 ¥550): a label of other words would not hold the visible text
              // (axe's label-content-name-mismatch).
              role='button'
              {...miniProgramRole('button')}
              {...focusable}
              aria-pressed={on}
              data-date={date}
            >
              <Text className='date-strip__week'>{week}</Text>
              <Text className='date-strip__date'>{date.slice(5)}</Text>
              {props.prices ? <Text className='date-strip__price'>{typeof price === 'number' ? shortFen(price) : price === null ? '--' : ' '}</Text> : null}
            </View>
          )
        })}
      </ScrollView>
      <View
        className={`date-strip__step${next ? '' : ' date-strip__step--off'}`}
        onClick={() => next && props.onPick(next)}
        {...a11y('后一天', 'button')}
        {...focusable}
        aria-disabled={!next}
      >
        <Text>后一天</Text>
      </View>
      <View className='date-strip__calendar' onClick={props.onCalendar} {...a11y('日历', 'button')} {...focusable}>
        <AtIcon value='calendar' size={18} />
        <Text className='date-strip__calendar-text'>日历</Text>
      </View>
    </View>
  )
}
