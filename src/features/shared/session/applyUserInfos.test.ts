import { testRoot } from '@test/shell/stores'
import { applyUserInfos } from './applyUserInfos'

it('stores settings fields and the client flags', () => {
  const root = testRoot()
  applyUserInfos(root, { IsApprover: true, CompanyName: '示例科技', isDossenSale: true, hasSubsidyPermission: true })
  expect(root.settings.IsApprover).toBe(true)
  expect(root.settings.CompanyName).toBe('示例科技')
  expect(root.client.isDossenSale).toBe(true)
  expect(root.client.hasSubsidyPermission).toBe(true)
  expect(root.client.isDossenOnwer).toBe(false)
})

it('leaves client flags alone when the answer lacks them', () => {
  const root = testRoot()
  root.client.update({ isDossenSale: true })
  applyUserInfos(root, { IsApprover: false })
  expect(root.client.isDossenSale).toBe(true)
})
