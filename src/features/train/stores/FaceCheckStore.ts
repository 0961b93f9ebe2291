import { makeAutoObservable, runInAction } from 'mobx'
import type { Rail12306Account, StartFaceAuthData } from '@api/train'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { RailAccountApi } from '../api/railAccountApi'

/** 人脸核验: a face check to do in the 12306 app (token valid 5 minutes), then 我已完成核验. */
export class FaceCheckStore {
  readonly load = new LoadState('人脸核验发起失败，请重试')
  face: StartFaceAuthData | null = null
  isChecking = false
  error = ''

  constructor(
    readonly accountId: string,
    private readonly api: Pick<RailAccountApi, 'startFace' | 'checkFace'>,
  ) {
    makeAutoObservable<FaceCheckStore, 'api'>(this, { api: false, accountId: false })
  }

  start(): Promise<boolean> {
    this.error = ''
    return this.load.run(
      () => this.api.startFace(this.accountId),
      (face) => runInAction(() => (this.face = face)),
    )
  }

  async check(): Promise<Rail12306Account | null> {
    if (!this.face) return null
    this.isChecking = true
    this.error = ''
    try {
      return await this.api.checkFace(this.accountId, this.face.FaceToken)
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '核验失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.isChecking = false))
    }
  }
}
