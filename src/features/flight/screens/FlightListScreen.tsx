import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useRef } from 'react'
import { formatFen, todayWire } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { StateView } from '@/ui/StateView'
import { a11y, focusable } from '@/ui/a11y'
import { addWireDays } from '@domain/dates/wireDate'
import { TravelDateStrip } from '../../shared/calendar/TravelDateStrip'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { flightFareSource } from '../api/flightApi'
import { FlightCard } from '../components/FlightCard'
import { flightRoute, lineOf } from '../domain/flightRoutes'
import { SORTS, TIME_BANDS } from '../domain/listFilters'
import { formFromQuery } from '../domain/searchForm'
import { useFlight } from '../hooks'
import { FlightListStore } from '../stores/FlightListStore'
import '../components/flight.scss'

/**
 * 航班列表 (flight, product2.0, product3.0 lists; national_flight list and list_go_back): one leg's flights with
 * sort and filters (time band, airline, direct only); on a round trip the outbound first, then the return.
 */
function FlightListScreen({ variant, query }: ScreenProps<'v1' | 'v2' | 'v3' | 'intl' | 'intl-back'>) {
  const line = lineOf(variant === 'intl-back' ? 'intl' : variant)
  const { root, flow, api } = useFlight()
  const started = useRef(false)
  const store = useStore(() => new FlightListStore({ api, cache: root.searchCache }))
  if (!started.current && query.from) {
    const form = formFromQuery(query, flow.form)
    if (JSON.stringify(form) !== JSON.stringify(flow.form)) {
      flow.setForm(form)
      flow.startSearch()
    }
  }
  const form = flow.form
  const isBack = flow.leg === 'back'
  const params = isBack
    ? { DepartCityCode: form.to.code, ArriveCityCode: form.from.code, DepartDate: form.returnDate, CabinClass: form.cabin }
    : { DepartCityCode: form.from.code, ArriveCityCode: form.to.code, DepartDate: form.departDate, CabinClass: form.cabin }
  useShown(() => {
    started.current = true
    return store.search(params)
  })
  const title = `${isBack ? '返程 ' : form.isRoundTrip ? '去程 ' : ''}${isBack ? form.to.name : form.from.name} → ${isBack ? form.from.name : form.to.name}`
  const f = store.filters
  const today = todayWire()
  /** The date strip: the same leg on another day; an outbound moved past the return moves the return with it. */
  const changeDate = (date: string) => {
    if (isBack) flow.patch({ returnDate: date })
    else flow.patch({ departDate: date, returnDate: date > form.returnDate ? date : form.returnDate })
    void store.search({ ...params, DepartDate: date })
  }

  return (
    <PageLayout title={title}>
      <View className='flight-page'>
        <TravelDateStrip
          value={params.DepartDate}
          start={isBack ? form.departDate : today}
          end={addWireDays(today, 365)}
          title={isBack ? '返程日期' : '出发日期'}
          fares={flightFareSource(api, params.DepartCityCode, params.ArriveCityCode)}
          onChange={changeDate}
        />
        <Text className='flight-notice'>{params.DepartDate} · {form.isRoundTrip ? '往返' : '单程'}{form.cabin ? ` · ${form.cabin === 'Y' ? '经济舱' : form.cabin === 'W' ? '超级经济舱' : form.cabin === 'C' ? '公务舱' : '头等舱'}` : ''}</Text>
        {isBack && flow.outbound ? (
          <View className='flight-section' onClick={() => flow.backToOutbound()}>
            <Text className='flight-muted'>
              已选去程：{flow.outbound.flight.FlightNo} {flow.outbound.flight.DepartTime.slice(5)} {flow.outbound.fare.CabinName} {formatFen(flow.outbound.fare.PriceFen)}（点此重选）
            </Text>
          </View>
        ) : null}
        <View className='flight-bar'>
          {SORTS.map((s) => (
            <Text key={s.key} className={`flight-bar__item${store.sort === s.key ? ' flight-bar__item--on' : ''}`} onClick={() => store.setSort(s.key)} {...a11y(s.text, 'button')} {...focusable} aria-pressed={store.sort === s.key}>{s.text}</Text>
          ))}
          <Text className={`flight-bar__item${f.directOnly ? ' flight-bar__item--on' : ''}`} onClick={() => store.setFilters({ ...f, directOnly: !f.directOnly })} {...a11y('仅看直飞', 'button')} {...focusable} aria-pressed={f.directOnly}>仅看直飞</Text>
        </View>
        <View className='flight-bar'>
          {TIME_BANDS.map((b) => (
            <Text key={b.key} className={`flight-bar__item${f.timeBand === b.key ? ' flight-bar__item--on' : ''}`} onClick={() => store.setFilters({ ...f, timeBand: b.key })} {...a11y(b.text, 'button')} {...focusable} aria-pressed={f.timeBand === b.key}>{b.text}</Text>
          ))}
        </View>
        {store.airlines.length > 1 ? (
          <View className='flight-bar flight-airlines'>
            {store.airlines.map((a) => (
              <Text key={a.code} className={`flight-bar__item${f.airlines.includes(a.code) ? ' flight-bar__item--on' : ''}`} onClick={() => store.toggleAirline(a.code)} {...a11y(a.name, 'button')} {...focusable} aria-pressed={f.airlines.includes(a.code)}>{a.name}</Text>
            ))}
          </View>
        ) : null}
        <PullToRefresh onRefresh={() => store.refresh()}>
          <StateView state={store.load} onRetry={() => void store.search(params, true)} isEmpty={store.isEmpty} emptyText={store.flights.length > 0 ? '没有符合筛选条件的航班' : '该日期暂无航班，换个日期试试'}>
            {store.shown.map((flight) => (
              <FlightCard
                key={flight.FlightNo}
                flight={flight}
                onOpen={() =>
                  openRoute(flightRoute('detail', form.isInternational ? 'intl' : line), {
                    flightNo: flight.FlightNo, date: params.DepartDate, from: params.DepartCityCode, to: params.ArriveCityCode,
                  })
                }
              />
            ))}
            {store.load.isReady && store.shown.length > 0 ? <Text className='flight-notice'>共{store.shown.length}个航班 · 更新于{todayWire()}</Text> : null}
          </StateView>
        </PullToRefresh>
      </View>
    </PageLayout>
  )
}

export default observer(FlightListScreen)
