import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import type { Rail12306PassengerType } from '@api/train'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { ConfirmPopup } from '@/ui/ConfirmPopup'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { backOr, openRoute } from '../../shared/navigation'
import { createReqId } from '@/core/http/ids'
import { createRailAccountApi } from '../api/railAccountApi'
import { PASSENGER_TYPE_TEXT, Rail12306PassengerEditStore } from '../stores/Rail12306PassengersStore'
import '../components/train.scss'

const TYPES = Object.keys(PASSENGER_TYPE_TEXT) as Rail12306PassengerType[]

/** 编辑12306乘客 (/pages/train/passengerEdit12306/passengerEdit12306): add a passenger, or change one's phone and type; delete. */
function Rail12306PassengerEditScreen({ query }: ScreenProps) {
  const root = useStores()
  const accountId = query.accountId ?? ''
  const store = useStore(() => new Rail12306PassengerEditStore(accountId, query.passengerId ?? '', { api: createRailAccountApi(root.request), createReqId: () => createReqId() }))
  const [asking, setAsking] = useState(false)
  useShown(() => (store.existing || store.isNew ? undefined : store.fetch()))
  const save = async () => {
    const saved = await store.save()
    if (!saved) return
    root.ui.toast(saved.VerifyStatus === 'Failed' ? '已保存，证件未通过12306核验' : '已保存')
    if (saved.VerifyStatus === 'Pending' && saved.PhoneMasked) openRoute('train/phoneVerification', { accountId, passengerId: saved.PassengerId })
    else backOr('/pages/index/index')
  }
  const remove = async () => {
    setAsking(false)
    if (await store.remove()) {
      root.ui.toast('已删除')
      backOr('/pages/index/index')
    }
  }
  const existing = store.existing

  return (
    <PageLayout title={store.isNew ? '添加12306乘客' : '编辑12306乘客'}>
      <StateView state={store.isNew ? { status: 'ready', errorMessage: '' } : store.load} onRetry={() => void store.fetch()} isEmpty={!accountId || (!store.isNew && !existing)} emptyText='乘客不存在'>
        <View className='train-page'>
          <View className='train-section'>
            <View className='train-row'>
              <Text className='train-row__label'>姓名</Text>
              {store.isNew ? (
                <Input className='train-input' value={store.name} placeholder='与证件一致的姓名' maxlength={30} onInput={(e) => store.setField('name', e.detail.value)} />
              ) : (
                <Text>{store.name}</Text>
              )}
            </View>
            <View className='train-row'>
              <Text className='train-row__label'>身份证号</Text>
              {store.isNew ? (
                <Input className='train-input' value={store.idNo} placeholder='18位居民身份证号' maxlength={18} onInput={(e) => store.setField('idNo', e.detail.value)} />
              ) : (
                <Text>{existing?.IdNoMasked}</Text>
              )}
            </View>
            <View className='train-row'>
              <Text className='train-row__label'>手机号</Text>
              <Input
                className='train-input'
                type='number'
                maxlength={11}
                value={store.phone}
                placeholder={existing?.PhoneMasked ? `${existing.PhoneMasked}（不改请留空）` : '用于12306手机核验'}
                onInput={(e) => store.setField('phone', e.detail.value)}
              />
            </View>
            <View className='train-row'>
              <Text className='train-row__label'>旅客类型</Text>
              <View className='train-chips'>
                {TYPES.map((type) => (
                  <Text key={type} className={`train-chip${store.type === type ? ' train-chip--on' : ''}`} onClick={() => store.setType(type)}>
                    {PASSENGER_TYPE_TEXT[type]}
                  </Text>
                ))}
              </View>
            </View>
            {existing ? (
              <View className='train-row'>
                <Text className='train-row__label'>核验状态</Text>
                <Text className={`train-verify--${existing.VerifyStatus}`}>{existing.VerifyStatusText}</Text>
              </View>
            ) : null}
            {!store.isNew ? <View className='train-note'>姓名和证件号码不可修改，如有错误请删除后重新添加。</View> : null}
            {store.error ? <View className='train-error'>{store.error}</View> : null}
          </View>
          <AtButton type='primary' loading={store.isBusy} disabled={store.isBusy} onClick={() => void save()}>
            保存
          </AtButton>
          {existing?.VerifyStatus === 'Pending' && existing.PhoneMasked ? (
            <View className='train-section rail-verify-entry' onClick={() => openRoute('train/phoneVerification', { accountId, passengerId: existing.PassengerId })}>
              <Text className='train-link'>去完成手机号核验 ›</Text>
            </View>
          ) : null}
          {existing ? (
            <View className='train-section' onClick={() => setAsking(true)}>
              <Text className='train-error'>删除乘客</Text>
            </View>
          ) : null}
          <ConfirmPopup isOpened={asking} content={`确定从12306账号中删除乘客${store.name}吗？`} onConfirm={() => void remove()} onCancel={() => setAsking(false)} />
        </View>
      </StateView>
    </PageLayout>
  )
}

export default observer(Rail12306PassengerEditScreen)
