import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { orderNoOf } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { RuleTable } from '../components/RuleTable'
import { useFlight } from '../hooks'
import { FlightRulesStore } from '../stores/FlightRulesStore'
import '../components/flight.scss'

/**
 * 退改签规则 (components/backChangeRule): the rules of an order's segments (?orderNo=) or of one fare before
 * booking (?flightNo=&date=&from=&to=&fareId=).
 */
function FlightRulesScreen({ query }: ScreenProps) {
  const { api } = useFlight()
  const orderNo = orderNoOf(query)
  const fare = query.flightNo && query.date && query.from && query.to && query.fareId
    ? { FlightNo: query.flightNo, DepartDate: query.date, DepartCityCode: query.from, ArriveCityCode: query.to, fareId: query.fareId }
    : null
  const store = useStore(() => new FlightRulesStore(api, orderNo ? { orderNo } : fare))
  useShown(() => store.fetch())
  return (
    <PageLayout title='退改签规则'>
      <View className='flight-page'>
        <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={store.load.isReady ? store.blocks.length === 0 : !store.source} emptyText='暂无退改签规则'>
          {store.blocks.map((b) => <RuleTable key={b.title} title={b.title} rules={b.rules} />)}
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(FlightRulesScreen)
