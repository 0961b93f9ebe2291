import { Text, View } from '@tarojs/components'
import './account.scss'

export type ProfileCardProps = {
  name: string
  company: string
  department: string
  maskedPhone: string
  roles: readonly string[]
  /** The company's balance in yuan, '' when the member may not see it (no row). */
  balance: string
}

export function ProfileCard({ name, company, department, maskedPhone, roles, balance }: ProfileCardProps) {
  return (
    <View className='profile-card'>
      <View className='profile-card__top'>
        <Text className='profile-card__name'>{name || '未登录'}</Text>
        {roles.map((role) => (
          <Text key={role} className='profile-card__role'>
            {role}
          </Text>
        ))}
      </View>
      {company ? <Text className='profile-card__line'>{company}</Text> : null}
      {department ? <Text className='profile-card__line'>{department}</Text> : null}
      {maskedPhone ? <Text className='profile-card__line'>{maskedPhone}</Text> : null}
      {balance ? (
        <View className='profile-card__balance'>
          <Text className='profile-card__balance-label'>账户余额</Text>
          <Text className='profile-card__balance-value'>{balance}</Text>
        </View>
      ) : null}
    </View>
  )
}
