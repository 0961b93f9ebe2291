import type { DepartmentNode } from '@api/travellers'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { TravellersApi } from '../api/travellersApi'
import { departmentRows, type DepartmentRow } from '../domain/departmentTree'

/** 选择部门: the enterprise's whole department tree, narrowed by a department name. */
export class DepartmentListStore {
  departments: DepartmentNode[] = []
  keyword = ''
  readonly load = new LoadState('部门加载失败，请重试')

  constructor(private readonly api: Pick<TravellersApi, 'departments'>) {
    makeAutoObservable<DepartmentListStore, 'api'>(this, { api: false, load: false })
  }

  get rows(): DepartmentRow[] {
    return departmentRows(this.departments, this.keyword)
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.departments(), (data) => (this.departments = data.Departments ?? []))
  }

  setKeyword(keyword: string) {
    this.keyword = keyword
  }
}
