import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { webLocation } from '@/core/platform/env'
import { linkTo } from '@/routes/link'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { DONGCHENG_POINTS, KUCHAILV_POINTS, firstLive } from '../domain/landing'
import '../components/misc.scss'

type Variant = 'kuchailv' | 'kuchailvPC' | 'dongcheng'

const CONTENT = {
  kuchailv: { title: '酷差旅', heading: '酷差旅 × 企业商旅', text: '从酷差旅进入，使用企业账号登录即可预订因公出行。', points: KUCHAILV_POINTS, action: '开始使用' },
  kuchailvPC: { title: '酷差旅', heading: '酷差旅 × 企业商旅', text: '请在手机上打开以下地址，或在钉钉、微信中打开本应用使用完整功能。', points: KUCHAILV_POINTS, action: '复制手机访问地址' },
  dongcheng: { title: '活动详情', heading: '东呈会员 商旅专享', text: '企业员工出差入住东呈旗下酒店，享协议价与积分奖励。', points: DONGCHENG_POINTS, action: '立即预订酒店' },
} as const

/** Landing pages: 酷差旅 (phone and PC) and the 东呈 banner's campaign. */
function LandingScreen({ variant = 'kuchailv' }: ScreenProps<Variant>) {
  const root = useStores()
  const content = CONTENT[variant]
  const isLoggedIn = root.settings.isLoggedIn
  const act = async () => {
    if (variant === 'kuchailvPC') {
      await Taro.setClipboardData({ data: `${webLocation().origin}${linkTo('home/kuchailv')}` }).catch(() => undefined)
      root.ui.toast('地址已复制')
      return
    }
    const target = variant === 'dongcheng' ? firstLive(['product3.0/hotel/index', 'hotel/index'], isLive) : null
    if (!isLoggedIn) return void Taro.navigateTo({ url: linkTo('loginAndRegister/login') })
    void Taro.reLaunch({ url: target ? linkTo(target) : linkTo('entry') })
  }
  return (
    <PageLayout title={content.title}>
      <View className='misc-hero'>
        <Text className='misc-hero__title'>{content.heading}</Text>
        <Text className='misc-hero__text'>{content.text}</Text>
      </View>
      {content.points.map((p) => (
        <View key={p.title} className='misc-point'>
          <Text className='misc-point__title'>{p.title}</Text>
          <Text className='misc-point__text'>{p.text}</Text>
        </View>
      ))}
      <AtButton className='misc-button landing__action' type='primary' onClick={() => void act()}>
        {variant === 'kuchailvPC' || isLoggedIn ? content.action : '登录后使用'}
      </AtButton>
    </PageLayout>
  )
}

export default observer(LandingScreen)
