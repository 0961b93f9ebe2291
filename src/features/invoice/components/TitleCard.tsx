import { Text, View } from '@tarojs/components'
import type { InvoiceTitle } from '@api/invoice'
import { TITLE_TYPE_TEXT } from '../domain/titleForm'
import './invoice.scss'

type Props = { title: InvoiceTitle; onEdit: () => void; onDelete: () => void }

export function TitleCard({ title, onEdit, onDelete }: Props) {
  return (
    <View className='invoice-titles__item'>
      <View className='invoice-titles__head'>
        <Text className='invoice-titles__name'>{title.Title}</Text>
        <View>
          <Text className='invoice-titles__tag'>{TITLE_TYPE_TEXT[title.TitleType]}</Text>
          {title.IsDefault ? <Text className='invoice-titles__tag'>默认</Text> : null}
        </View>
      </View>
      {title.TaxNo ? <Text className='invoice-titles__meta'>税号：{title.TaxNo}</Text> : null}
      {title.BankName ? <Text className='invoice-titles__meta'>开户银行：{title.BankName} {title.BankAccount}</Text> : null}
      <View className='invoice-titles__actions'>
        <Text onClick={onEdit}>编辑</Text>
        <Text onClick={onDelete}>删除</Text>
      </View>
    </View>
  )
}
