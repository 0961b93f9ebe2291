import type { PassengerNationality } from '@api/travellers'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { TravellersApi } from '../api/travellersApi'
import { searchNationalities } from '../domain/nationalitySearch'

/** 选择国籍: every country, narrowed as the keyword is typed (Chinese, pinyin, initials, English). */
export class NationalityPickStore {
  nationalities: PassengerNationality[] = []
  keyword = ''
  readonly load = new LoadState('国籍加载失败，请重试')

  constructor(private readonly api: Pick<TravellersApi, 'nationalities'>) {
    makeAutoObservable<NationalityPickStore, 'api'>(this, { api: false, load: false })
  }

  get shown(): PassengerNationality[] {
    return searchNationalities(this.nationalities, this.keyword)
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.nationalities(), (data) => (this.nationalities = data.Nationalities ?? []))
  }

  setKeyword(keyword: string) {
    this.keyword = keyword
  }
}
