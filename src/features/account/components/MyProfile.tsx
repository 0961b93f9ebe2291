import { observer } from 'mobx-react'
import { formatFen } from '@/core/format'
import type { SettingsStore } from '@/stores/SettingsStore'
import { maskPhone } from '../domain/maskPhone'
import { roleBadges, seesCompanyBalance } from '../domain/memberRoles'
import { departmentText } from '../domain/profile'
import { ProfileCard } from './ProfileCard'

/** The member's card from the stored settings (refreshed by the my page on each show). */
export const MyProfile = observer(function MyProfile({ settings }: { settings: SettingsStore }) {
  return (
    <ProfileCard
      name={settings.MemberInfo.MemberName}
      company={settings.CompanyName}
      department={departmentText(settings.CustomerDepartmentList)}
      maskedPhone={maskPhone(settings.phone)}
      roles={roleBadges(settings)}
      balance={seesCompanyBalance(settings) ? formatFen(settings.AccountBalance ?? 0) : ''}
    />
  )
})
