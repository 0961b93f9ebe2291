import type { Supplier } from '@api/expense'
import { Text, View } from '@tarojs/components'

type Props = { supplier: Supplier; chosen?: boolean; onClick?: () => void }

/** A supplier: name, bank and account, contact; 已停用 when retired. */
export function SupplierCard({ supplier, chosen, onClick }: Props) {
  const contact = [supplier.ContactName, supplier.ContactPhone].filter(Boolean).join(' ')
  return (
    <View className={`expense__card supplier-card${chosen ? ' expense__card--chosen' : ''}`} onClick={onClick}>
      <View className='expense__card-main'>
        <Text className='expense__card-title'>{supplier.Name}</Text>
        <Text className='expense__card-sub'>
          {supplier.BankName} {supplier.AccountNo}
        </Text>
        {contact ? <Text className='expense__card-sub'>联系人 {contact}</Text> : null}
      </View>
      {supplier.IsRetired ? <Text className='expense__status supplier-card__retired'>已停用</Text> : chosen ? <Text className='expense__status'>已选</Text> : null}
    </View>
  )
}
