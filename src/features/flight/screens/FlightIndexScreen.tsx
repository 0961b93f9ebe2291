import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { todayWire, weekdayOfWire } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { TravelDatePicker } from '../../shared/calendar/TravelDatePicker'
import { flightFareSource } from '../api/flightApi'
import { openRoute } from '../../shared/navigation'
import { LinkRow } from '../components/Rows'
import { flightRoute, lineOf } from '../domain/flightRoutes'
import { addWireDays } from '@domain/dates/wireDate'
import { CABIN_CHOICES, flightRoutesOf, formError, formToQuery, historyEntryOf, internationalRightError } from '../domain/searchForm'
import { useFlight } from '../hooks'
import '../components/flight.scss'

/** 机票首页 (flight, product2.0, product3.0 index; ?isInternational=1 opens the 国际 tab): cities, dates, trip type, cabin. */
function FlightIndexScreen({ variant, query }: ScreenProps<'v1' | 'v2' | 'v3'>) {
  const line = lineOf(variant)
  const { root, flow, api } = useFlight()
  const today = todayWire()
  useEffect(() => {
    if (query.isInternational === '1') flow.setInternational(true, today)
  }, [flow, query.isInternational, today])
  const form = flow.form
  const noRight = internationalRightError(form.isInternational, root.settings.IsPermittedBookInternationalFlight)
  const recent = flightRoutesOf(root.searchCache.history.flight, form.isInternational)

  const search = () => {
    const problem = noRight || formError(form, today)
    if (problem) return root.ui.toast(problem)
    flow.startSearch()
    root.searchCache.addHistory('flight', historyEntryOf(form))
    openRoute(flightRoute('list', form.isInternational ? 'intl' : line), formToQuery(form))
  }
  const pickCity = (which: 'from' | 'to') => {
    flow.startPicking(which)
    openRoute(flightRoute('city', line), form.isInternational ? { intl: '1' } : {})
  }

  return (
    <PageLayout title='机票预订'>
      <View className='flight-page'>
        <View className='flight-search'>
          <View className='flight-switch'>
            {([false, true] as const).map((intl) => (
              <Text key={String(intl)} className={`flight-switch__item${form.isInternational === intl ? ' flight-switch__item--on' : ''}`} onClick={() => flow.setInternational(intl, today)}>
                {intl ? '国际/港澳台' : '国内'}
              </Text>
            ))}
          </View>
          {noRight ? <Text className='flight-notice flight-no-right'>{noRight}</Text> : null}
          <View className='flight-switch'>
            {([false, true] as const).map((round) => (
              <Text key={String(round)} className={`flight-switch__item${form.isRoundTrip === round ? ' flight-switch__item--on' : ''}`} onClick={() => flow.patch({ isRoundTrip: round })}>
                {round ? '往返' : '单程'}
              </Text>
            ))}
          </View>
          <View className='flight-cities'>
            <Text className='flight-cities__city' onClick={() => pickCity('from')}>{form.from.name}</Text>
            <Text className='flight-cities__swap' onClick={() => flow.swap()}>⇄</Text>
            <Text className='flight-cities__city flight-cities__city--to' onClick={() => pickCity('to')}>{form.to.name}</Text>
          </View>
          <TravelDatePicker value={form.departDate} start={today} end={addWireDays(today, 365)} title='出发日期' fares={flightFareSource(api, form.from.code, form.to.code)} onChange={(value) => flow.patch({ departDate: value, returnDate: value > form.returnDate ? value : form.returnDate })}>
            <LinkRow label='出发日期' value={`${form.departDate} ${weekdayOfWire(form.departDate)}`} />
          </TravelDatePicker>
          {form.isRoundTrip ? (
            <TravelDatePicker value={form.returnDate} start={form.departDate} end={addWireDays(today, 365)} title='返程日期' fares={flightFareSource(api, form.to.code, form.from.code)} onChange={(value) => flow.patch({ returnDate: value })}>
              <LinkRow label='返程日期' value={`${form.returnDate} ${weekdayOfWire(form.returnDate)}`} />
            </TravelDatePicker>
          ) : null}
          <View className='flight-chips'>
            {CABIN_CHOICES.map((c) => (
              <Text key={c.key} className={`flight-chip${form.cabin === c.key ? ' flight-chip--on' : ''}`} onClick={() => flow.patch({ cabin: c.key })}>
                {c.text}
              </Text>
            ))}
          </View>
          <AtButton type='primary' onClick={search}>
            搜索航班
          </AtButton>
        </View>
        {recent.length > 0 ? (
          <View className='flight-search flight-history'>
            <View className='flight-row'>
              <Text className='flight-row__label'>搜索历史</Text>
              <Text className='flight-muted flight-history__clear' onClick={() => root.searchCache.clearHistory('flight')}>清除</Text>
            </View>
            <View className='flight-chips'>
              {recent.map((entry) => (
                <Text key={`${entry.from.code}-${entry.to.code}`} className='flight-chip flight-history__route' onClick={() => flow.patch({ from: entry.from, to: entry.to })}>
                  {entry.from.name}-{entry.to.name}
                </Text>
              ))}
            </View>
          </View>
        ) : null}
      </View>
    </PageLayout>
  )
}

export default observer(FlightIndexScreen)
