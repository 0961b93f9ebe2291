import { Text, View } from '@tarojs/components'
import { formatYuanShort } from '@/core/format'
import { a11y, focusable } from './a11y'
import { canShift, cellName, monthCells, shiftMonth, WEEKDAY_HEADS, type HolidayMark } from './domain/calendar'
import './TravelCalendar.scss'

export type TravelCalendarProps = {
  /** 'YYYY-MM' shown. */
  month: string
  onMonth: (month: string) => void
  today: string
  /** First and last day that can be chosen. */
  start: string
  end: string
  value?: string
  /** A range from `value` to this day: both marked, the days between shaded (hotel 入住–离店). */
  rangeEnd?: string
  /** The words under a range's first and last day, e.g. ['入住', '离店']; given, the calendar shows a range. */
  rangeLabels?: readonly [string, string]
  holidays: Readonly<Record<string, HolidayMark>>
  /** Lowest fare per day in fen (flights); absent for products without a fare calendar. */
  prices?: Readonly<Record<string, number | null>>
  /** A line under the month, e.g. what the fares are. */
  note?: string
  onPick: (date: string) => void
}

/** A fare in a calendar cell: ¥520. */
export const shortFen = (fen: number) => `¥${formatYuanShort(fen)}`

/**
 * The month view of every travel date (train, flight, hotel, 改签, applications): 休/班 of the holiday calendar,
 * 今天/明天/后天, holiday names, the day's lowest fare where there is one; days outside start-end are greyed.
 * With `rangeLabels` it shows a range (hotel 入住–离店, decision 0822): its two ends named, the days between shaded.
 */
export function TravelCalendar(props: TravelCalendarProps) {
  const { month, onMonth, start, end } = props
  const cells = monthCells({
    month, today: props.today, start, end, value: props.value, holidays: props.holidays, prices: props.prices, rangeEnd: props.rangeEnd, rangeLabels: props.rangeLabels,
  })
  const can = canShift(month, start, end)
  const [year, m] = month.split('-').map(Number)
  return (
    <View className='travel-calendar'>
      <View className='travel-calendar__head'>
        <View
          className={`travel-calendar__nav${can.back ? '' : ' travel-calendar__nav--off'}`}
          onClick={() => can.back && onMonth(shiftMonth(month, -1))}
          {...a11y('上个月', 'button')}
          {...focusable}
          aria-disabled={!can.back}
        >
          ‹
        </View>
        <Text className='travel-calendar__month' aria-live='polite'>{year}年{m}月</Text>
        <View
          className={`travel-calendar__nav${can.on ? '' : ' travel-calendar__nav--off'}`}
          onClick={() => can.on && onMonth(shiftMonth(month, 1))}
          {...a11y('下个月', 'button')}
          {...focusable}
          aria-disabled={!can.on}
        >
          ›
        </View>
      </View>
      {props.note ? <Text className='travel-calendar__note'>{props.note}</Text> : null}
      <View className='travel-calendar__weekdays' aria-hidden>
        {WEEKDAY_HEADS.map((w, i) => (
          <Text key={w} className={`travel-calendar__weekday${i === 0 || i === 6 ? ' travel-calendar__weekday--weekend' : ''}`}>{w}</Text>
        ))}
      </View>
      <View className='travel-calendar__grid'>
        {cells.map((cell, i) =>
          cell.date ? (
            <View
              key={cell.date}
              className={[
                'travel-calendar__day',
                cell.isDisabled ? 'travel-calendar__day--off' : '',
                cell.isSelected ? 'travel-calendar__day--on' : '',
                cell.isToday ? 'travel-calendar__day--today' : '',
                cell.badge === '休' ? 'travel-calendar__day--holiday' : '',
                cell.range ? `travel-calendar__day--${cell.range}` : '',
              ].join(' ')}
              onClick={() => !cell.isDisabled && props.onPick(cell.date)}
              {...a11y(cellName(cell, shortFen), 'button')}
              {...(cell.isDisabled ? {} : focusable)}
              aria-disabled={cell.isDisabled}
              aria-pressed={cell.isSelected}
              data-date={cell.date}
            >
              {cell.badge ? <Text className={`travel-calendar__badge travel-calendar__badge--${cell.badge === '休' ? 'off' : 'work'}`}>{cell.badge}</Text> : null}
              <Text className='travel-calendar__num'>{cell.day}</Text>
              <Text className='travel-calendar__label'>{cell.label}</Text>
              {props.prices ? (
                <Text className={`travel-calendar__price${cell.isLowest ? ' travel-calendar__price--low' : ''}`}>
                  {typeof cell.priceFen === 'number' ? shortFen(cell.priceFen) : cell.priceFen === null && !cell.isDisabled ? '--' : ''}
                </Text>
              ) : null}
            </View>
          ) : (
            <View key={`blank-${i}`} className='travel-calendar__day travel-calendar__day--blank' />
          ),
        )}
      </View>
    </View>
  )
}
