import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { APP } from '@/core/constants'
import { getContainer } from '@/core/platform/container'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import '../components/misc.scss'

type DdGlobal = { getAuthCode?: (o: { corpId?: string; success: (r: { authCode?: string }) => void; fail: (e: unknown) => void }) => void }

const CONTAINER_TEXT = { weapp: '微信小程序', dd: '钉钉小程序', 'h5-wechat': '微信内网页', 'h5-dingtalk': '钉钉内网页', h5: '浏览器' } as const

/** 钉钉示例: what the app sees of its DingTalk environment, and a check that 免登 (getAuthCode) answers. */
function DingDemoScreen({ query }: ScreenProps) {
  const root = useStores()
  const container = getContainer()
  const [result, setResult] = useState('')
  const corpId = String(query.corpId ?? '')
  const check = () => {
    const dd = (globalThis as { dd?: DdGlobal }).dd
    if (container !== 'dd' || !dd?.getAuthCode) {
      setResult('当前不在钉钉小程序中，无法获取免登授权码；在钉钉内网页中请从工作台打开应用')
      return
    }
    dd.getAuthCode({
      corpId: corpId || undefined,
      success: (r) => setResult(r.authCode ? '已获取免登授权码（一次性，5分钟内有效）' : '未返回授权码'),
      fail: () => setResult('获取免登授权码失败，请确认应用已在企业内开通'),
    })
  }
  const rows = [
    ['运行环境', CONTAINER_TEXT[container]],
    ['应用版本', APP.version],
    ['平台编号', String(root.settings.identity.PlatId || APP.defaultPlatId)],
    ['企业 CorpId', corpId || '未从启动参数获得（corpId）'],
    ['登录状态', root.settings.isLoggedIn ? `已登录（${root.settings.MemberInfo.MemberName}）` : '未登录'],
  ]
  return (
    <PageLayout title='钉钉示例'>
      <View className='misc-card'>
        {rows.map(([label, value]) => (
          <View key={label} className='misc-row'>
            <Text>{label}</Text>
            <Text>{value}</Text>
          </View>
        ))}
      </View>
      <AtButton className='misc-button demo__check' type='primary' onClick={check}>
        检查钉钉免登
      </AtButton>
      {result ? <Text className='misc-note'>{result}</Text> : null}
      <AtButton className='misc-button' type='secondary' onClick={() => void Taro.navigateBack().catch(() => undefined)}>
        返回
      </AtButton>
    </PageLayout>
  )
}

export default observer(DingDemoScreen)
