import type { SaveSupplierRequest } from '@api/expense'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import type { SupplierPickStore } from '../stores/SupplierPickStore'

const FIELDS: { key: Exclude<keyof SaveSupplierRequest, 'SupplierId'>; label: string; placeholder: string; type?: 'number' }[] = [
  { key: 'Name', label: '供应商名称', placeholder: '营业执照上的全称' },
  { key: 'TaxNo', label: '统一社会信用代码', placeholder: '18位（选填）' },
  { key: 'BankName', label: '开户银行', placeholder: '如：招商银行上海张江支行' },
  { key: 'AccountNo', label: '银行账号', placeholder: '对公账号', type: 'number' },
  { key: 'ContactName', label: '联系人', placeholder: '选填' },
  { key: 'ContactPhone', label: '联系电话', placeholder: '手机或座机（选填）' },
]

/** 新增供应商 or 编辑供应商: the fields, the first problem, save and cancel. */
export const SupplierForm = observer(function SupplierForm({ store, onSave }: { store: SupplierPickStore; onSave: () => void }) {
  return (
    <View className='expense__section supplier-form'>
      <Text className='expense__section-title'>{store.editingId ? '编辑供应商' : '新增供应商'}</Text>
      {FIELDS.map((field) => (
        <View key={field.key}>
          <Text className='expense__label'>{field.label}</Text>
          <Input
            className={`expense__input supplier-form__${field.key}`}
            type={field.type ?? 'text'}
            value={store.draft[field.key]}
            placeholder={field.placeholder}
            maxlength={field.key === 'AccountNo' ? 30 : 60}
            onInput={(e) => store.setDraft(field.key, e.detail.value)}
          />
        </View>
      ))}
      <Text className='expense__error'>{store.draftError}</Text>
      <View className='expense__bar-inline'>
        <AtButton className='expense__bar-button' type='secondary' size='small' onClick={() => store.cancelAdding()}>
          取消
        </AtButton>
        <AtButton className='expense__bar-button supplier-form__save' type='primary' size='small' loading={store.isSaving} disabled={store.isSaving} onClick={onSave}>
          {store.editingId ? '保存' : '保存并选择'}
        </AtButton>
      </View>
    </View>
  )
})
