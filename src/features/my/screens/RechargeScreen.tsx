import { Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { todayWire } from '@/core/format/date'
import { formatFen } from '@/core/format/money'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { DateTimePicker } from '@/ui/DateTimePicker'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createRechargeApi } from '../api/rechargeApi'
import { RechargeStore } from '../stores/RechargeStore'
import '../components/my.scss'

/** 线下充值: the receiving account, the enterprise balance, and the report of a bank transfer. */
function RechargeScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(
    () =>
      new RechargeStore(createRechargeApi(root.request), todayWire(), (no) => {
        root.ui.toast(`已提交（${no}），财务核实后到账`)
        void Taro.redirectTo({ url: linkTo('my2.0/recharge/list') })
      }),
  )
  useShown(() => store.fetch())
  const { tips, form } = store
  return (
    <PageLayout title='企业充值'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        {tips ? (
          <View>
            <View className='my-card'>
              <Text className='my-card__label'>企业账户余额</Text>
              <Text className='my-card__value'>{formatFen(tips.BalanceFen)}</Text>
              <Text className='my-card__meta' onClick={() => openRoute('my2.0/recharge/list')}>
                充值记录 ›
              </Text>
            </View>
            <Section title='收款账户'>
              <InfoRow label='开户银行' value={tips.BankName} />
              <InfoRow label='户名' value={tips.AccountName} />
              <InfoRow label='账号' value={tips.AccountNo} />
            </Section>
            <View className='my-form'>
              <Text className='my-heading'>提交转账信息</Text>
              <View className='my-field'>
                <Text className='my-field__label'>充值金额</Text>
                <Input className='my-field__input' type='digit' placeholder='请输入转账金额（元）' value={form.amount} onInput={(e) => store.set('amount', e.detail.value)} />
              </View>
              <View className='my-field'>
                <Text className='my-field__label'>付款户名</Text>
                <Input className='my-field__input' placeholder='请输入付款户名' value={form.payerName} onInput={(e) => store.set('payerName', e.detail.value)} />
              </View>
              <View className='my-field'>
                <Text className='my-field__label'>付款账号</Text>
                <Input className='my-field__input' type='number' placeholder='请输入付款账号' value={form.payerAccount} onInput={(e) => store.set('payerAccount', e.detail.value)} />
              </View>
              <DateTimePicker mode='date' value={form.transferDate} end={todayWire()} title='转账日期' onChange={(v) => store.set('transferDate', String(v))}>
                <View className='my-field'>
                  <Text className='my-field__label'>转账日期</Text>
                  <Text className='my-field__input'>{form.transferDate || '请选择'}</Text>
                </View>
              </DateTimePicker>
              <View className='my-field'>
                <Text className='my-field__label'>备注</Text>
                <Input className='my-field__input' maxlength={120} placeholder='选填' value={form.remark} onInput={(e) => store.set('remark', e.detail.value)} />
              </View>
            </View>
            {store.error ? <Text className='my-error'>{store.error}</Text> : null}
            <AtButton className='my-submit recharge__submit' type='primary' loading={store.isSubmitting} onClick={() => void store.submit()}>
              提交
            </AtButton>
            {tips.Tips.map((tip) => (
              <Text key={tip} className='my-notice'>
                {tip}
              </Text>
            ))}
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(RechargeScreen)
