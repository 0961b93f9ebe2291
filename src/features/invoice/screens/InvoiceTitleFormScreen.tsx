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
import { createInvoiceTitleApi } from '../api/invoiceApi'
import type { TitleForm } from '../domain/titleForm'
import { TitleFormStore } from '../stores/TitleFormStore'
import '../components/invoice.scss'

type TextField = Exclude<keyof TitleForm, 'titleType' | 'isDefault'>

const Field = observer(function Field({ store, field, label, placeholder, maxlength = 100 }: { store: TitleFormStore; field: TextField; label: string; placeholder: string; maxlength?: number }) {
  return (
    <View className='title-form__field'>
      <Text className='title-form__label'>{label}</Text>
      <Input className='title-form__input' placeholder={placeholder} maxlength={maxlength} value={store.form[field]} onInput={(e) => store.set(field, e.detail.value)} />
    </View>
  )
})

/** 新增/编辑抬头: 单位 (tax number checked) or 个人; v1 /pages/invoice/addTitle, v2 my 2.0. Query titleId edits. */
function InvoiceTitleFormScreen({ variant, query }: ScreenProps<'v1' | 'v2'>) {
  const root = useStores()
  const store = useStore(() => new TitleFormStore(createInvoiceTitleApi(root.request), query.titleId || null))
  useEffect(() => void store.fetch(), [store])
  const isCompany = store.form.titleType === 'company'

  const save = async () => {
    if (!(await store.save())) return
    void Taro.showToast({ title: '已保存', icon: 'success', duration: 2000 })
    backOr(linkTo(variant === 'v2' ? 'my2.0/invoice/titleList' : 'invoice/title'))
  }

  return (
    <PageLayout title={store.isEditing ? '编辑抬头' : '新增抬头'}>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        <View className='title-form'>
          <View className='title-form__types'>
            <Text className={isCompany ? 'title-form__type title-form__type--on' : 'title-form__type'} onClick={() => store.setType('company')}>单位</Text>
            <Text className={!isCompany ? 'title-form__type title-form__type--on' : 'title-form__type'} onClick={() => store.setType('personal')}>个人</Text>
          </View>
          <Field store={store} field='title' label={isCompany ? '单位名称' : '姓名'} placeholder={isCompany ? '请填写单位名称' : '请填写个人姓名'} />
          {isCompany ? (
            <View>
              <Field store={store} field='taxNo' label='纳税人识别号' placeholder='请填写纳税人识别号' maxlength={30} />
              <Field store={store} field='bankName' label='开户银行' placeholder='选填（专票必填）' maxlength={60} />
              <Field store={store} field='bankAccount' label='银行账号' placeholder='选填（专票必填）' maxlength={40} />
              <Field store={store} field='registeredAddress' label='注册地址' placeholder='选填（专票必填）' maxlength={120} />
              <Field store={store} field='registeredPhone' label='注册电话' placeholder='选填（专票必填）' maxlength={30} />
            </View>
          ) : null}
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

export default observer(InvoiceTitleFormScreen)
