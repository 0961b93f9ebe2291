import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { FeedbackApi, FeedbackSaveBody } from '../api/feedbackApi'
import {
  contentCounter,
  feedbackFormError,
  orderContext,
  remainingImageSlots,
  type FeedbackForm,
  type FeedbackType,
} from '../domain/feedbackForm'

/** The feedback form: input, image uploads and submit; input is kept when anything fails. */
export class FeedbackStore implements FeedbackForm {
  type: FeedbackType | null = null
  content = ''
  images: string[] = []
  contactPhone: string
  orderNo?: string
  productType?: FeedbackForm['productType']
  isUploading = false
  isSubmitting = false
  errorMessage = ''

  constructor(
    private readonly api: FeedbackApi,
    initial: { contactPhone?: string; query: Record<string, string> },
  ) {
    this.contactPhone = initial.contactPhone ?? ''
    Object.assign(this, orderContext(initial.query))
    makeAutoObservable<FeedbackStore, 'api'>(this, { api: false })
  }

  get counter(): string {
    return contentCounter(this.content)
  }

  get remainingSlots(): number {
    return remainingImageSlots(this.images)
  }

  get isBusy(): boolean {
    return this.isUploading || this.isSubmitting
  }

  setType(type: FeedbackType) {
    this.type = type
  }

  setContent(value: string) {
    this.content = value
  }

  setContactPhone(value: string) {
    this.contactPhone = value
  }

  removeImage(index: number) {
    this.images.splice(index, 1)
  }

  /** Uploads chosen files one by one, up to the free slots; keeps those that arrived if one fails. */
  async addImages(filePaths: string[]): Promise<void> {
    const accepted = filePaths.slice(0, this.remainingSlots)
    if (accepted.length === 0 || this.isUploading) return
    this.isUploading = true
    this.errorMessage = ''
    try {
      for (const path of accepted) {
        const url = await this.api.uploadImage(path)
        runInAction(() => this.images.push(url))
      }
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '图片上传失败，请重试')))
    } finally {
      runInAction(() => (this.isUploading = false))
    }
  }

  async submit(): Promise<boolean> {
    if (this.isBusy) return false
    const problem = feedbackFormError(this)
    if (problem) {
      this.errorMessage = problem
      return false
    }
    this.isSubmitting = true
    this.errorMessage = ''
    try {
      await this.api.save(this.body())
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '提交失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }

  private body(): FeedbackSaveBody {
    return {
      FeedbackType: this.type as FeedbackType,
      Content: this.content.trim(),
      ImageUrls: [...this.images],
      ContactPhone: this.contactPhone.trim(),
      ...(this.orderNo ? { OrderNo: this.orderNo } : {}),
      ...(this.productType ? { ProductType: this.productType } : {}),
    }
  }
}
