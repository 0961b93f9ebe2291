import { Text, View } from '@tarojs/components'
import type { BelongEnterprise } from '@api/index'
import type { EnterpriseRow } from '../domain/enterpriseRows'
import './enterprise.scss'

type Props = {
  rows: readonly EnterpriseRow<BelongEnterprise>[]
  switchingId: string | null
  onSwitch: (row: EnterpriseRow<BelongEnterprise>) => void
}

export function EnterpriseList({ rows, switchingId, onSwitch }: Props) {
  return (
    <View className='enterprise-list'>
      {rows.map((row) => (
        <View
          key={row.EnterpriseId}
          className={row.isCurrent ? 'enterprise-list__row enterprise-list__row--current' : 'enterprise-list__row'}
          onClick={() => onSwitch(row)}
        >
          <Text className='enterprise-list__name'>{row.EnterpriseName}</Text>
          {row.isCurrent ? <Text className='enterprise-list__tag'>当前企业</Text> : null}
          {switchingId === String(row.EnterpriseId) ? <Text className='enterprise-list__tag'>切换中...</Text> : null}
        </View>
      ))}
    </View>
  )
}
