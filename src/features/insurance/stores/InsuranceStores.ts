import type { ClaimDetailData, ClaimKind, GetOrderPoliciesData, InsuranceProductCode, PolicyDetailData } from '@api/insurance'
import { claimProblem, productOf } from '@domain/insurance/insurance'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { InsuranceApi } from '../api/insuranceApi'

type Deps = { api: InsuranceApi; createReqId: () => string }

/** Runs one write with a reqId kept until it succeeds (a retry of a failed write is the same write). */
class Writer {
  isBusy = false
  error = ''
  private reqId: string

  constructor(private readonly createReqId: () => string) {
    this.reqId = createReqId()
    makeAutoObservable<Writer, 'reqId' | 'createReqId'>(this, { reqId: false, createReqId: false })
  }

  fail(message: string): false {
    this.error = message
    return false
  }

  async run(task: (reqId: string) => Promise<unknown>, fallback: string): Promise<boolean> {
    this.isBusy = true
    this.error = ''
    try {
      await task(this.reqId)
      this.reqId = this.createReqId()
      return true
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, fallback)))
      return false
    } finally {
      runInAction(() => (this.isBusy = false))
    }
  }
}

/** 保险详情 of an order: its policies and what can still be bought. */
export class OrderPoliciesStore {
  readonly load = new LoadState('保险信息加载失败，请重试')
  readonly writer: Writer
  data: GetOrderPoliciesData | null = null

  constructor(readonly orderNo: string, private readonly deps: Deps) {
    this.writer = new Writer(deps.createReqId)
    makeAutoObservable<OrderPoliciesStore, 'deps'>(this, { deps: false })
  }

  fetch(): Promise<boolean> {
    if (!this.orderNo) return Promise.resolve(false)
    return this.load.run(() => this.deps.api.orderPolicies(this.orderNo), (data) => (this.data = data))
  }

  async buy(code: InsuranceProductCode): Promise<boolean> {
    const done = await this.writer.run((reqId) => this.deps.api.buy(this.orderNo, code, reqId), '投保失败，请重试')
    if (done) await this.fetch()
    return done
  }
}

/** 保单详情 with its claims. */
export class PolicyStore {
  readonly load = new LoadState('保单加载失败，请重试')
  data: PolicyDetailData | null = null

  constructor(readonly policyNo: string, private readonly api: InsuranceApi) {
    makeAutoObservable<PolicyStore, 'api'>(this, { api: false })
  }

  fetch(): Promise<boolean> {
    if (!this.policyNo) return Promise.resolve(false)
    return this.load.run(() => this.api.policy(this.policyNo), (data) => (this.data = data))
  }
}

/** Uploaded claim materials (at most 9). */
export class Materials {
  urls: string[] = []
  isUploading = false
  error = ''

  constructor(private readonly api: InsuranceApi) {
    makeAutoObservable<Materials, 'api'>(this, { api: false })
  }

  get remaining(): number {
    return 9 - this.urls.length
  }

  async add(paths: string[]): Promise<void> {
    this.isUploading = true
    this.error = ''
    try {
      for (const path of paths.slice(0, this.remaining)) {
        const url = await this.api.uploadImage(path)
        runInAction(() => this.urls.push(url))
      }
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '图片上传失败，请重试')))
    } finally {
      runInAction(() => (this.isUploading = false))
    }
  }

  remove(url: string): void {
    this.urls = this.urls.filter((u) => u !== url)
  }
}

/** 理赔申请: kind, amount in yuan, what happened, materials; checked as the server will. */
export class ClaimFormStore {
  readonly policy: PolicyStore
  readonly materials: Materials
  readonly writer: Writer
  kind: ClaimKind | '' = ''
  amountYuan = ''
  description = ''
  claimNo = ''

  constructor(readonly policyNo: string, private readonly deps: Deps) {
    this.policy = new PolicyStore(policyNo, deps.api)
    this.materials = new Materials(deps.api)
    this.writer = new Writer(deps.createReqId)
    makeAutoObservable<ClaimFormStore, 'deps'>(this, { deps: false })
  }

  get kinds(): readonly ClaimKind[] {
    return productOf(this.policy.data?.Policy.ProductCode ?? '')?.kinds ?? []
  }

  setKind(kind: ClaimKind): void {
    this.kind = kind
  }

  setAmount(text: string): void {
    this.amountYuan = text.replace(/[^\d.]/g, '')
  }

  setDescription(text: string): void {
    this.description = text
  }

  async submit(): Promise<boolean> {
    const product = productOf(this.policy.data?.Policy.ProductCode ?? '')
    if (!product) return this.writer.fail('保单信息未加载')
    if (!this.kind) return this.writer.fail('请选择出险类型')
    const amountFen = Math.round(Number(this.amountYuan) * 100)
    const problem = claimProblem(product, this.kind, Number.isFinite(amountFen) ? amountFen : 0, this.description)
    if (problem) return this.writer.fail(problem)
    const kind = this.kind
    return this.writer.run(async (reqId) => {
      const result = await this.deps.api.applyClaim({ PolicyNo: this.policyNo, Kind: kind, AmountFen: amountFen, Description: this.description.trim(), Materials: [...this.materials.urls] }, reqId)
      runInAction(() => (this.claimNo = result.ClaimNo))
    }, '提交失败，请重试')
  }
}

/** 理赔进度 and 补充材料 of one claim. */
export class ClaimStore {
  readonly load = new LoadState('理赔信息加载失败，请重试')
  readonly materials: Materials
  readonly writer: Writer
  data: ClaimDetailData | null = null
  note = ''

  constructor(readonly claimNo: string, private readonly deps: Deps) {
    this.materials = new Materials(deps.api)
    this.writer = new Writer(deps.createReqId)
    makeAutoObservable<ClaimStore, 'deps'>(this, { deps: false })
  }

  fetch(): Promise<boolean> {
    if (!this.claimNo) return Promise.resolve(false)
    return this.load.run(() => this.deps.api.claim(this.claimNo), (data) => (this.data = data))
  }

  setNote(note: string): void {
    this.note = note
  }

  async supply(): Promise<boolean> {
    if (this.materials.urls.length === 0) return this.writer.fail('请上传补充材料')
    const done = await this.writer.run((reqId) => this.deps.api.supplyClaim({ ClaimNo: this.claimNo, Materials: [...this.materials.urls], Note: this.note.trim() }, reqId), '提交失败，请重试')
    if (done) await this.fetch()
    return done
  }
}
