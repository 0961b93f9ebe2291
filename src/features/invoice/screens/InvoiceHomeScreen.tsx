import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtList, AtListItem } from 'taro-ui'
import '@/ui/taroUi/list.scss'
import { isLive } from '@/routes/registry'
import type { SpecRouteId } from '@/routes/types'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { openRoute } from '../../shared/navigation'
import '../components/invoice.scss'

type Entry = { title: string; note: string; v1: SpecRouteId; v2: SpecRouteId }

const ENTRIES: readonly Entry[] = [
  { title: '申请开票', note: '已完成的订单可合并开票', v1: 'invoice/apply', v2: 'my2.0/invoice/application' },
  { title: '开票历史', note: '申请进度与发票信息', v1: 'invoice/history', v2: 'my2.0/invoice/history' },
  { title: '发票抬头', note: '单位或个人抬头', v1: 'invoice/title', v2: 'my2.0/invoice/titleList' },
  { title: '收件地址', note: '纸质发票的邮寄地址', v1: 'invoice/address', v2: 'invoice/address' },
  { title: '开票帮助', note: '开票规则与常见问题', v1: 'invoice/help', v2: 'invoice/help' },
]

const HELP = [
  '1. 订单完成后可申请开票，多个订单可合并为一张发票。',
  '2. 增值税专用发票需使用单位抬头，并在抬头中填写开户银行、银行账号、注册地址和注册电话。',
  '3. 电子发票发送至接收邮箱；纸质发票邮寄至收件地址。',
  '4. 同一订单只能申请一次；开票前可撤回申请，撤回后订单可重新申请。',
  '5. 到店付的酒店订单请在酒店前台索取发票。',
]

/** 发票 (v1 /pages/invoice/index, v2 my 2.0 index) and 开票帮助 (help). */
function InvoiceHomeScreen({ variant }: ScreenProps<'v1' | 'v2' | 'help'>) {
  if (variant === 'help') {
    return (
      <PageLayout title='开票帮助'>
        <View className='invoice-home__help'>
          {HELP.map((line) => (
            <Text key={line} style={{ display: 'block' }}>
              {line}
            </Text>
          ))}
        </View>
      </PageLayout>
    )
  }
  const entries = ENTRIES.map((e) => ({ ...e, routeId: variant === 'v2' ? e.v2 : e.v1 })).filter((e) => isLive(e.routeId))
  return (
    <PageLayout title='发票'>
      <AtList>
        {entries.map((e) => (
          <AtListItem key={e.title} title={e.title} note={e.note} arrow='right' onClick={() => openRoute(e.routeId)} />
        ))}
      </AtList>
    </PageLayout>
  )
}

export default observer(InvoiceHomeScreen)
