import { Text, View, WebView } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { ENVIRONMENTS } from '@/core/http/hosts'
import { isH5Build, miniProgramApiBase } from '@/core/platform/env'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { REFUSED_MESSAGE, allowedHostsOf, isEmbeddable } from '@/shell/webview/allowList'
import { webOrigin } from '@/shell/webview/webOrigin'
import { useStores } from '@/stores/context'
import { backOr } from '../../shared/navigation'
import '../components/carWeb.scss'

/**
 * A ride provider's own page (car/webView, car/iframe, car/ios ?url=&title=, decision 0353) under the app's
 * web-view rules: only addresses the allow-list admits (the app's own server, the API hosts, the short list).
 */
function CarWebScreen({ query, variant = 'iframe' }: ScreenProps<'webView' | 'iframe' | 'ios'>) {
  const root = useStores()
  const address = (query.url ?? '').trim()
  const title = (query.title ?? '').trim() || '用车'
  const ownOrigin = webOrigin(root.platform.hostUrl)
  const allowed = allowedHostsOf({
    ownOrigin,
    environments: Object.values(ENVIRONMENTS),
    extraBases: [isH5Build() ? '' : miniProgramApiBase(), root.platform.apiUrl, root.platform.hostUrl],
  })
  if (!isEmbeddable(address, allowed, ownOrigin)) {
    return (
      <PageLayout title={title}>
        <View className='car-web car-web--refused'>
          <Text className='car-web__message'>{address ? REFUSED_MESSAGE : '缺少页面地址'}</Text>
          <AtButton className='car-web__back' type='secondary' circle onClick={() => backOr(linkTo('product3.0/car/index'))}>返回</AtButton>
        </View>
      </PageLayout>
    )
  }
  if (!isH5Build()) return <WebView src={address} />
  const frame = <iframe className='car-web__frame' src={address} title={title} />
  return (
    <PageLayout title={title}>
      {variant === 'ios' ? <View className='car-web__scroller'>{frame}</View> : frame}
    </PageLayout>
  )
}

export default observer(CarWebScreen)
