import { Text, View, WebView } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { ENVIRONMENTS } from '@/core/http/hosts'
import { isH5Build, miniProgramApiBase } from '@/core/platform/env'
import { useStores } from '@/stores/context'
import type { ScreenProps } from '@/shell/page/createPage'
import { chooseHome } from '../home/chooseHome'
import { homeContextOf } from '../home/homeContext'
import { PageLayout } from '../layout/PageLayout'
import { pageStackLength } from '../layout/pageStack'
import { REFUSED_MESSAGE, allowedHostsOf, isEmbeddable } from './allowList'
import { webOrigin } from './webOrigin'
import './IframeWebScreen.scss'

/** /pages/index/iframeWeb?paramUrl=<encoded>[&title=] and /components/commonWebView/index?url=: embeds allowed http(s) addresses only. */
const IframeWebScreen = observer(function IframeWebScreen({ title: routeTitle, query }: ScreenProps) {
  const root = useStores()
  const address = (query.paramUrl ?? query.url ?? '').trim()
  const ownOrigin = webOrigin(root.platform.hostUrl)
  const allowed = allowedHostsOf({
    ownOrigin,
    environments: Object.values(ENVIRONMENTS),
    extraBases: [isH5Build() ? '' : miniProgramApiBase(), root.platform.apiUrl, root.platform.hostUrl],
  })
  // The opener may name what the page is (外卖点餐); else the route's own title (在线客服).
  const title = query.title?.trim() || (routeTitle ?? '')

  if (!isEmbeddable(address, allowed, ownOrigin)) {
    const leave = () => {
      if (pageStackLength() > 1) void Taro.navigateBack()
      else void Taro.reLaunch({ url: chooseHome(homeContextOf(root)) })
    }
    return (
      <PageLayout title={title}>
        <View className='iframe-web iframe-web--refused'>
          <Text className='iframe-web__message'>{REFUSED_MESSAGE}</Text>
          <AtButton className='iframe-web__back' type='secondary' circle onClick={leave}>
            返回
          </AtButton>
        </View>
      </PageLayout>
    )
  }

  if (!isH5Build()) return <WebView src={address} />
  return (
    <PageLayout title={title}>
      <iframe className='iframe-web__frame' src={address} title={title} />
    </PageLayout>
  )
})

export default IframeWebScreen
