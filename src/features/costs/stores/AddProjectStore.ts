import type { Project } from '@api/costs'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { CostsApi } from '../api/costsApi'
import { projectFormError } from '../domain/projectForm'

/** 新增项目: name and optional code; one reqId per attempt until it succeeds, input kept on failure. */
export class AddProjectStore {
  name = ''
  code = ''
  isSubmitting = false
  errorMessage = ''
  private reqId: string | null = null

  constructor(
    private readonly api: Pick<CostsApi, 'addProject'>,
    private readonly createReqId: () => string,
  ) {
    makeAutoObservable<AddProjectStore, 'api' | 'createReqId' | 'reqId'>(this, { api: false, createReqId: false, reqId: false })
  }

  setName(name: string): void {
    this.name = name
  }

  setCode(code: string): void {
    this.code = code
  }

  async submit(): Promise<Project | null> {
    if (this.isSubmitting) return null
    const problem = projectFormError(this.name, this.code)
    if (problem) {
      this.errorMessage = problem
      return null
    }
    this.reqId ??= this.createReqId()
    this.isSubmitting = true
    this.errorMessage = ''
    try {
      const project = await this.api.addProject({ ProjectName: this.name.trim(), ...(this.code.trim() ? { ProjectCode: this.code.trim() } : {}) }, this.reqId)
      runInAction(() => (this.reqId = null))
      return project
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '新增失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }
}
