import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { FloatingHelp } from '@/shell/help/FloatingHelp'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { TabBar } from '@/shell/tabbar/TabBar'
import { useStores } from '@/stores/context'
import { createPointsApi } from '../../account/public'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { offered, openLink } from '../../shared/navigation'
import { createHomeApi } from '../api/homeApi'
import { BannerSwiper } from '../components/BannerSwiper'
import { BrandHeader } from '../components/BrandHeader'
import { HomeSections, hasHomeContent } from '../components/HomeSections'
import { homeLayout, homeVariant, type HomeVariant } from '../domain/homeVariant'
import { HomeStore } from '../stores/HomeStore'
import { homeKeptIn } from '../stores/homeKept'
import { taroBackend } from '@/core/storage/taroStorage'
import { homeSessionOf } from '../stores/homeSession'

/**
 * The home page in its four variants: index, index 2.0, index 3.0 (bonus points) and dossen. A returning member
 * sees the device's copy at once (decision 0921); the sections below the fold mount after the first frame.
 */
function HomeScreen({ variant }: ScreenProps<HomeVariant>) {
  const root = useStores()
  const layout = homeLayout(homeVariant(variant))
  const store = useStore(
    () =>
      new HomeStore({ ...createHomeApi(root.request), ...createPointsApi(root.request) }, homeSessionOf(root), {
        showsPoints: layout.showsPoints,
        kept: homeKeptIn(taroBackend, root.settings.MemberInfo.MemberId),
      }),
  )
  useShown(() => store.onShow())
  const brand = root.platform.brand
  return (
    <PageLayout title={brand.appName} showsBack={false}>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='home-content'>
          <BrandHeader logo={brand.logoUrl} appName={brand.appName} />
          <BannerSwiper banners={offered(store.banners, { keepUnlinked: true })} isPending={store.isBannerPending} onTap={(banner) => openLink(banner.LinkUrl)} />
          <StateView
            state={store.shownLoad}
            onRetry={() => store.fetch()}
            isEmpty={!hasHomeContent(root, store)}
            emptyText='暂无可用服务，请联系企业管理员开通'
          >
            <HomeSections root={root} store={store} layout={layout} />
          </StateView>
        </View>
      </PullToRefresh>
      <FloatingHelp />
      <TabBar current='home' />
    </PageLayout>
  )
}

export default observer(HomeScreen)
