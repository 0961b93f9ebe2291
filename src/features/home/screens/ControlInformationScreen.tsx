import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatFen } from '@/core/format/money'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'
import { StateView } from '@/ui/StateView'
import { productTypeInfo } from '../../shared/domain/productTypes'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createOverviewApi } from '../api/overviewApi'
import { approvalRuleLines, usedPercent } from '../domain/controls'
import { ControlInformationStore } from '../stores/ControlInformationStore'
import '../components/overview.scss'

/** 管控信息: what governs the member's bookings: travel standards, budgets, approvals required. */
function ControlInformationScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new ControlInformationStore(createOverviewApi(root.request)))
  useShown(() => store.fetch())
  const { standard, budgets, rules } = store
  return (
    <PageLayout title='管控信息'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => store.fetch()}>
          {standard ? (
            <Section title={`差旅标准 · ${standard.GradeName}`}>
              {standard.Products.map((p) => (
                <View key={p.Product} className='overview-block'>
                  <Text className='overview-block__title'>{p.ProductName}</Text>
                  {p.Lines.map((line) => (
                    <Text key={line} className='overview-block__line'>
                      {line}
                    </Text>
                  ))}
                </View>
              ))}
            </Section>
          ) : null}
          <Section title='预算'>
            {budgets === null ? <Text className='overview-block__line'>预算信息暂时无法获取</Text> : null}
            {budgets?.length === 0 ? <Text className='overview-block__line'>所在部门未设置预算</Text> : null}
            {budgets?.map((b) => (
              <View key={b.BudgetId} className='overview-block'>
                <Text className='overview-block__title'>
                  {b.DimensionName} · {b.Period}年 · {b.ControlType === 2 ? '超预算禁止预订' : '超预算提醒'}
                </Text>
                <InfoRow label='总预算' value={formatFen(b.TotalAmount)} />
                <InfoRow label={`已使用（${usedPercent(b.TotalAmount, b.UsedAmount)}%）`} value={formatFen(b.UsedAmount)} />
                <InfoRow label='剩余' value={formatFen(b.RemainingAmount)} emphasis={b.IsOver} />
              </View>
            ))}
          </Section>
          <Section title='审批规则'>
            {rules === null ? <Text className='overview-block__line'>审批规则暂时无法获取</Text> : null}
            {rules?.length === 0 ? <Text className='overview-block__line'>企业未设置订单审批，预订后直接出票或确认</Text> : null}
            {rules?.map((rule) => (
              <View key={rule.ProductType} className='overview-block'>
                <Text className='overview-block__title'>{productTypeInfo(rule.ProductType).name}</Text>
                {approvalRuleLines(rule).map((line) => (
                  <Text key={line} className='overview-block__line'>
                    {line}
                  </Text>
                ))}
              </View>
            ))}
          </Section>
        </StateView>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(ControlInformationScreen)
