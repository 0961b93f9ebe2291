import { createRootStore, type RootStore } from '@/stores/root'
import type { SettingsFields } from '@/stores/settingsFields'
import { memoryStorage } from '@test/stores/fakes'
import { fakeRequest, type FakeAnswer } from './fakeRequest'

export const TEST_LOGIN = {
  MemberId: 'm1',
  Token: 'token-1',
  MemberName: '张三',
  EnterpriseId: '100',
  CustomerName: '张三',
}

/** A real root store on memory storage and a fake request table; logged in unless told otherwise. */
type FakeRootOptions = { settings?: Partial<SettingsFields>; isLoggedIn?: boolean }

export function fakeRoot(table: Record<string, FakeAnswer>, options: FakeRootOptions = {}) {
  const fake = fakeRequest(table)
  const toasts: string[] = []
  const root: RootStore = createRootStore({ storage: memoryStorage(), request: fake.request, toast: (m) => void toasts.push(m) })
  if (options.isLoggedIn !== false) root.settings.applyLogin(TEST_LOGIN)
  if (options.settings) root.settings.update(options.settings)
  return { root, calls: fake.calls, table: fake.table, toasts }
}
