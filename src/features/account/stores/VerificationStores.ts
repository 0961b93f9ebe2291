import { makeAutoObservable, runInAction } from 'mobx'
import type { CampusAuthInfoData, CampusRole, FaceScene, FaceVerifyResultData } from '@api/index'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { VerificationApi } from '../api/accountExtrasApi'
import { campusFormError, faceFormError, type CampusForm, type FaceForm } from '../domain/accountExtrasForms'
import { phoneInput } from '../domain/loginForm'

/** A submit that shows its own error and keeps one reqId across retries until it succeeds. */
class Submitting {
  isBusy = false
  errorMessage = ''
  private reqId: string | null = null

  constructor(private readonly createReqId: () => string) {
    makeAutoObservable<Submitting, 'reqId' | 'createReqId'>(this, { reqId: false, createReqId: false })
  }

  async run(task: (reqId: string) => Promise<void>, fallback: string): Promise<boolean> {
    if (this.isBusy) return false
    this.reqId ??= this.createReqId()
    this.isBusy = true
    this.errorMessage = ''
    try {
      await task(this.reqId)
      runInAction(() => (this.reqId = null))
      return true
    } catch (error) {
      return this.fail(failureMessage(error, fallback))
    } finally {
      runInAction(() => (this.isBusy = false))
    }
  }

  fail(message: string): false {
    this.errorMessage = message
    return false
  }
}

/** 学生/教师认证: the member's current answer, and the form to (re)submit with the card photo. */
export class CampusAuthStore {
  info: CampusAuthInfoData | null = null
  form: CampusForm = { role: 'student', name: '', school: '', number: '', enrollYear: '', cardImageUrl: '' }
  schools: string[] = []
  isUploading = false
  private isPrefilled = false
  readonly load = new LoadState('认证信息加载失败，请重试')
  readonly submitting: Submitting

  constructor(
    private readonly api: VerificationApi,
    private readonly memberName: string,
    private readonly thisYear: number,
    createReqId: () => string,
  ) {
    this.submitting = new Submitting(createReqId)
    makeAutoObservable<CampusAuthStore, 'api' | 'memberName' | 'thisYear' | 'isPrefilled'>(this, { api: false, memberName: false, thisYear: false, isPrefilled: false, load: false, submitting: false })
  }

  get showsForm(): boolean {
    return this.info !== null && this.info.Status !== 'verified'
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => Promise.all([this.api.campusInfo(), this.api.campusSchools('')]),
      ([info, schools]) => {
        this.info = info
        this.schools = schools.Schools
        // Shown again after the camera (mini-programs hide the page): what was typed stays.
        if (this.isPrefilled) return
        this.isPrefilled = true
        if (info.Status === 'rejected') this.form = { role: info.Role || 'student', name: info.Name, school: info.School, number: info.Number, enrollYear: info.EnrollYear ? String(info.EnrollYear) : '', cardImageUrl: '' }
        else if (this.form.name === '') this.form.name = this.memberName
      },
    )
  }

  setRole(role: CampusRole) {
    this.form.role = role
  }

  set(field: 'name' | 'school' | 'number' | 'enrollYear', value: string) {
    this.form[field] = field === 'enrollYear' ? value.replace(/\D/g, '').slice(0, 4) : value
  }

  async attach(filePath: string): Promise<boolean> {
    this.isUploading = true
    this.submitting.errorMessage = ''
    try {
      const url = await this.api.uploadImage(filePath)
      runInAction(() => (this.form.cardImageUrl = url))
      return true
    } catch (error) {
      return this.submitting.fail(failureMessage(error, '图片上传失败，请重试'))
    } finally {
      runInAction(() => (this.isUploading = false))
    }
  }

  submit(): Promise<boolean> {
    const problem = campusFormError(this.form, this.thisYear)
    if (problem) return Promise.resolve(this.submitting.fail(problem))
    const f = this.form
    return this.submitting.run(async (reqId) => {
      const info = await this.api.campusSubmit(
        { Role: f.role, Name: f.name.trim(), School: f.school.trim(), Number: f.number.trim(), CardImageUrl: f.cardImageUrl, ...(f.role === 'student' ? { EnrollYear: Number(f.enrollYear) } : {}) },
        reqId,
      )
      runInAction(() => {
        this.info = info
        if (info.Status === 'rejected') this.submitting.errorMessage = info.Reason
      })
    }, '提交失败，请重试')
  }
}

/** 人脸核验 form and newUserForm: who is verified; answers the VerifyId the capture page uses. */
export class FaceFormStore {
  form: FaceForm = { name: '', idNo: '', phone: '' }
  readonly submitting: Submitting

  constructor(
    private readonly api: VerificationApi,
    readonly scene: FaceScene,
    memberName: string,
    createReqId: () => string,
  ) {
    if (scene === 'self') this.form.name = memberName
    this.submitting = new Submitting(createReqId)
    makeAutoObservable<FaceFormStore, 'api'>(this, { api: false, scene: false, submitting: false })
  }

  set(field: keyof FaceForm, value: string) {
    this.form[field] = field === 'phone' ? phoneInput(value) : field === 'idNo' ? value.replace(/[^\dXx]/g, '').slice(0, 18).toUpperCase() : value
  }

  /** The VerifyId, or null (the error is shown, input kept). */
  async start(): Promise<string | null> {
    const needsPhone = this.scene === 'newUser'
    const problem = faceFormError(this.form, needsPhone)
    if (problem) {
      this.submitting.fail(problem)
      return null
    }
    let verifyId: string | null = null
    const f = this.form
    await this.submitting.run(async (reqId) => {
      verifyId = (await this.api.faceStart({ Scene: this.scene, Name: f.name.trim(), IdNo: f.idNo, ...(needsPhone ? { Phone: f.phone } : {}) }, reqId)).VerifyId
    }, '核验发起失败，请重试')
    return verifyId
  }
}

/** 人脸核验 capture: the photo (camera, or a file on H5) goes up, the provider answers pass or fail. */
export class FaceCaptureStore {
  result: FaceVerifyResultData | null = null
  isBusy = false
  errorMessage = ''
  readonly load = new LoadState('核验信息加载失败，请重试')

  constructor(
    private readonly api: VerificationApi,
    readonly verifyId: string,
  ) {
    makeAutoObservable<FaceCaptureStore, 'api'>(this, { api: false, verifyId: false, load: false })
  }

  /** Skipped while a photo is being checked or once answered (the camera hides and shows the page). */
  fetch(): Promise<boolean> {
    if (this.isBusy || (this.result !== null && this.result.Status !== 'pending')) return Promise.resolve(false)
    return this.load.run(
      () => this.api.faceResult(this.verifyId),
      (result) => {
        if (!this.isBusy) this.result = result
      },
    )
  }

  async capture(filePath: string): Promise<boolean> {
    if (this.isBusy) return false
    this.isBusy = true
    this.errorMessage = ''
    try {
      const url = await this.api.uploadImage(filePath)
      const result = await this.api.faceSubmit(this.verifyId, url)
      runInAction(() => (this.result = result))
      return result.Status === 'passed'
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '核验失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isBusy = false))
    }
  }
}
