import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { formatShanghai, todayWire } from '@/core/format/date'
import { formatFen } from '@/core/format/money'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { isOn } from '../../shared/domain/flags'
import { expenseReportStoreOf, ExpenseReportView } from '../../expense/public'
import { Section } from '@/ui/Section'
import { StateView } from '@/ui/StateView'
import { a11y, focusable } from '@/ui/a11y'
import { productTypeInfo } from '../../shared/domain/productTypes'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createOverviewApi } from '../api/overviewApi'
import { recentMonths } from '../domain/controls'
import { ConsumptionStore } from '../stores/ConsumptionStore'
import '../components/overview.scss'

type ConsumptionTab = 'mine' | 'department' | 'report'
const TABS: readonly { key: ConsumptionTab; title: string }[] = [
  { key: 'mine', title: '我的消费' },
  { key: 'department', title: '部门消费' },
  { key: 'report', title: '报销统计' },
]

/**
 * 消费明细: the member's orders month by month, the total and the share of each product. Query month (YYYY-MM) and
 * tab (mine, department, report). Admins and finance also have 部门消费 (every order of the enterprise by department)
 * and 报销统计 (paid bills by month, department, cost centre and project, with the Excel export; decision 0710).
 */
function ConsumptionDetailScreen({ query }: ScreenProps) {
  const root = useStores()
  const months = recentMonths(todayWire())
  const initial = typeof query.month === 'string' && months.includes(query.month) ? query.month : months[0]
  const seesEnterprise = isOn(root.settings.IsManage) || isOn(root.settings.IsFinancial)
  const [tab, setTab] = useState<ConsumptionTab>(() => (seesEnterprise && (query.tab === 'department' || query.tab === 'report') ? query.tab : 'mine'))
  const mine = useStore(() => new ConsumptionStore(createOverviewApi(root.request), initial))
  const department = useStore(() => new ConsumptionStore(createOverviewApi(root.request), initial, 'enterprise'))
  const report = useStore(() => expenseReportStoreOf(root, todayWire))
  const current = tab === 'report' ? report : tab === 'department' ? department : mine
  useShown(() => current.fetch())
  const choose = (next: ConsumptionTab) => {
    setTab(next)
    const store = next === 'report' ? report : next === 'department' ? department : mine
    if (store.load.status === 'idle') void store.fetch()
  }
  const store = tab === 'department' ? department : mine
  const data = store.data
  return (
    <PageLayout title='消费明细'>
      {seesEnterprise ? (
        <View className='overview-tabs' {...a11y('消费明细', 'tablist')}>
          {TABS.map((t) => (
            <Text
              key={t.key}
              className={`overview-tab${t.key === tab ? ' overview-tab--on' : ''}`}
              onClick={() => choose(t.key)}
              {...a11y(t.title, 'tab')}
              aria-selected={t.key === tab}
              {...focusable}
            >
              {t.title}
            </Text>
          ))}
        </View>
      ) : null}
      {tab === 'report' ? (
        <PullToRefresh onRefresh={() => report.fetch()}>
          <ExpenseReportView store={report} />
        </PullToRefresh>
      ) : (
      <View>
      <ScrollView scrollX className='overview-months'>
        {months.map((m) => (
          <Text
            key={m}
            className={`overview-month${m === store.month ? ' overview-month--on' : ''}`}
            onClick={() => void store.choose(m)}
            {...a11y(`${m.replace('-', '年')}月`, 'button')}
            {...focusable}
            aria-pressed={m === store.month}
          >
            {m.replace('-', '年')}月
          </Text>
        ))}
      </ScrollView>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => store.fetch()}>
          {data ? (
            <View>
              <View className='overview-total'>
                <Text className='overview-total__label'>{data.Month.replace('-', '年')}月消费（{data.Items.length}笔）</Text>
                <Text className='overview-total__value'>{formatFen(data.TotalFen)}</Text>
              </View>
              {data.ByDepartment && data.ByDepartment.length > 0 ? (
                <Section title='按部门'>
                  {data.ByDepartment.map((d) => (
                    <View key={d.DepartmentName} className='overview-item overview-department'>
                      <Text className='overview-item__title'>
                        {d.DepartmentName} · {d.Count}笔
                      </Text>
                      <Text className='overview-item__value'>{formatFen(d.AmountFen)}</Text>
                    </View>
                  ))}
                </Section>
              ) : null}
              {data.ByProduct.length > 0 ? (
                <Section title='按产品'>
                  {data.ByProduct.map((p) => (
                    <View key={p.ProductType} className='overview-item'>
                      <Text className='overview-item__title'>
                        {productTypeInfo(p.ProductType).name} · {p.Count}笔
                      </Text>
                      <Text className='overview-item__value'>{formatFen(p.AmountFen)}</Text>
                    </View>
                  ))}
                </Section>
              ) : null}
              <Section title='订单明细'>
                {data.Items.length === 0 ? <Text className='overview-block__line'>本月没有消费记录</Text> : null}
                {data.Items.map((item) => (
                  <View key={item.OrderNo} className='overview-item'>
                    <View className='overview-item__main'>
                      <Text className='overview-item__title'>
                        {productTypeInfo(item.ProductType).name} · {item.Title}
                      </Text>
                      <Text className='overview-item__meta'>
                        {formatShanghai(item.CreatedAt)} · {item.TravellerName} · {item.StatusName}
                      </Text>
                    </View>
                    <Text className='overview-item__value'>{formatFen(item.AmountFen)}</Text>
                  </View>
                ))}
              </Section>
            </View>
          ) : null}
        </StateView>
      </PullToRefresh>
      </View>
      )}
    </PageLayout>
  )
}

export default observer(ConsumptionDetailScreen)
