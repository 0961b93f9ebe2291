import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { imageAlt } from '@/ui/a11y'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { MaterialPicker } from '../components/MaterialPicker'
import { InputRow, Row } from '../components/Row'
import { useInsurance } from '../hooks'
import { ClaimStore } from '../stores/InsuranceStores'
import '../components/insurance.scss'

/** 理赔进度 (order2.0/insurance/process) and 补充材料 (order2.0/insurance/supply) of one claim. */
function InsuranceClaimScreen({ query, variant }: ScreenProps<'process' | 'supply'>) {
  const { root, deps } = useInsurance()
  const claimNo = query.claimNo ?? ''
  const store = useStore(() => new ClaimStore(claimNo, deps))
  useShown(() => store.fetch())
  const claim = store.data
  const isSupply = variant === 'supply'
  const supply = async () => {
    if (await store.supply()) root.ui.toast('材料已提交，审核中')
    else if (store.writer.error) root.ui.toast(store.writer.error)
  }
  return (
    <PageLayout title={isSupply ? '补充材料' : '理赔进度'}>
      <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={!claimNo} emptyText='缺少理赔单号'>
        {claim ? (
          <View className='insurance-page'>
            <View className='insurance-section'>
              <Text className='insurance-section__title'>{claim.StatusText}</Text>
              <Row label='理赔单号' value={claim.ClaimNo} />
              <Row label='保险' value={`${claim.ProductName} · ${claim.InsuredName}`} />
              <Row label='出险类型' value={claim.KindText} />
              <Row label='申请金额' value={formatFen(claim.AmountFen)} />
              {claim.ApprovedFen ? <Row label='核定赔付' value={formatFen(claim.ApprovedFen)} /> : null}
              <Text className='insurance-muted'>{claim.Description}</Text>
            </View>
            {claim.InsurerNote ? (
              <View className='insurance-section'>
                <Text className='insurance-section__title'>{claim.Status === 'Rejected' ? '拒赔原因' : '保险公司要求'}</Text>
                <Text className='insurance-error'>{claim.InsurerNote}</Text>
              </View>
            ) : null}
            {isSupply ? null : (
              <View className='insurance-section'>
                <Text className='insurance-section__title'>理赔进度</Text>
                {[...claim.Events].reverse().map((e, i) => (
                  <View key={i} className='insurance-event'>
                    <Text>{e.Text}</Text>
                    <Text className='insurance-muted'>{e.At.slice(0, 16).replace('T', ' ')}</Text>
                  </View>
                ))}
              </View>
            )}
            <View className='insurance-section'>
              <Text className='insurance-section__title'>已提交材料（{claim.Materials.length}）</Text>
              <View className='insurance-materials'>
                {claim.Materials.map((url, index) => <Image key={url} className='insurance-materials__image' src={url} mode='aspectFill' {...imageAlt(`材料 ${index + 1}`)} />)}
              </View>
            </View>
            {claim.CanSupply && isSupply ? (
              <View className='insurance-section'>
                <Text className='insurance-section__title'>补充材料</Text>
                <MaterialPicker materials={store.materials} />
                <InputRow label='说明' value={store.note} placeholder='选填' onInput={(v) => store.setNote(v)} />
                {store.writer.error ? <Text className='insurance-error'>{store.writer.error}</Text> : null}
                <AtButton type='primary' loading={store.writer.isBusy} disabled={store.writer.isBusy || store.materials.isUploading} onClick={() => void supply()}>提交材料</AtButton>
              </View>
            ) : null}
            {claim.CanSupply && !isSupply ? (
              <View className='insurance-section'>
                <AtButton type='primary' onClick={() => openRoute('order2.0/insurance/supply', { claimNo })}>补充材料</AtButton>
              </View>
            ) : null}
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(InsuranceClaimScreen)
