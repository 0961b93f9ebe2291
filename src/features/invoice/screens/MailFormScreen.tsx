import { Input, Switch, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { controlLabel } from '@/ui/a11y'
import { useStore } from '../../shared/hooks/useStore'
import { backOr } from '../../shared/navigation'
import { createMailApi } from '../api/mailApi'
import { MailFormStore } from '../stores/MailFormStore'
import '../components/invoice.scss'

type Field = 'receiver' | 'phone' | 'address'

const Line = observer(function Line({ store, field, label, placeholder, maxlength }: { store: MailFormStore; field: Field; label: string; placeholder: string; maxlength: number }) {
  return (
    <View className='title-form__field'>
      <Text className='title-form__label'>{label}</Text>
      <Input className='title-form__input' placeholder={placeholder} maxlength={maxlength} value={store.form[field]} onInput={(e) => store.set(field, e.detail.value)} />
    </View>
  )
})

/** 新增/编辑收件地址 (/pages/invoice/addAddress, query mailId edits). */
function MailFormScreen({ query }: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new MailFormStore(createMailApi(root.request), query.mailId || null))
  useEffect(() => void store.fetch(), [store])
  const save = async () => {
    if (!(await store.save())) return
    void Taro.showToast({ title: '已保存', icon: 'success', duration: 2000 })
    backOr(linkTo('invoice/address'))
  }
  return (
    <PageLayout title={store.mailId ? '编辑收件地址' : '新增收件地址'}>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        <View className='title-form'>
          <Line store={store} field='receiver' label='收件人' placeholder='请填写收件人' maxlength={30} />
          <Line store={store} field='phone' label='手机号' placeholder='请填写手机号' maxlength={11} />
          <Line store={store} field='address' label='详细地址' placeholder='请填写详细地址' maxlength={200} />
          <View className='title-form__field'>
            <Text className='title-form__label'>设为默认</Text>
            <Switch {...controlLabel('设为默认')} checked={store.form.isDefault} onChange={(e) => store.setDefault(e.detail.value)} />
          </View>
          <Text className='title-form__error'>{store.errorMessage}</Text>
          <AtButton className='title-form__save' type='primary' loading={store.isSaving} disabled={store.isSaving} onClick={save}>
            保存
          </AtButton>
        </View>
      </StateView>
    </PageLayout>
  )
}

export default observer(MailFormScreen)
