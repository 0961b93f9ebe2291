import type { BankType, CollectionInfo } from '@api/loans'
import { makeAutoObservable, runInAction } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { LoansApi } from '../api/loansApi'
import { accountFormError } from '../domain/loanForm'

/** 编辑收款信息: a new account, or one of the caller's (by id) to edit or delete. */
export class CollectionFormStore {
  readonly load = new LoadState('收款信息加载失败')
  accountName = ''
  accountNo = ''
  bank: BankType | null = null
  branchName = ''
  isDefault = false
  saving = false
  errorMessage = ''

  constructor(private readonly api: Pick<LoansApi, 'collectionInfos' | 'saveCollectionInfo' | 'deleteCollectionInfo'>, readonly id: string) {
    makeAutoObservable<CollectionFormStore, 'api'>(this, { api: false, load: false, id: false })
  }

  fetch(): Promise<boolean> {
    // A new account (or one already filled, back from a picker) has nothing to load: the form shows at once.
    if (!this.id || this.bank) return this.load.run(() => Promise.resolve(null), () => undefined)
    return this.load.run(async () => {
      const found = (await this.api.collectionInfos()).Items.find((i) => i.CollectionInfoId === this.id)
      if (!found) throw new Error('收款信息不存在')
      return found
    }, (found) => this.fill(found))
  }

  private fill(i: CollectionInfo): void {
    this.accountName = i.AccountName
    this.accountNo = i.AccountNo
    this.bank = { BankCode: i.BankCode, BankName: i.BankName }
    this.branchName = i.BranchName
    this.isDefault = i.IsDefault
  }

  set<K extends 'accountName' | 'accountNo' | 'branchName'>(key: K, value: string): void {
    this[key] = value
    this.errorMessage = ''
  }

  setDefault(on: boolean): void {
    this.isDefault = on
  }

  chooseBank(bank: BankType): void {
    if (bank.BankCode !== this.bank?.BankCode) this.branchName = ''
    this.bank = bank
    this.errorMessage = ''
  }

  async save(): Promise<string | null> {
    if (this.saving) return null
    const error = accountFormError({ accountName: this.accountName, accountNo: this.accountNo, bankCode: this.bank?.BankCode ?? '' })
    if (error) {
      this.errorMessage = error
      return null
    }
    this.saving = true
    try {
      const data = await this.api.saveCollectionInfo({
        ...(this.id ? { CollectionInfoId: this.id } : {}),
        AccountName: this.accountName.trim(), AccountNo: this.accountNo.replace(/\s/g, ''), BankCode: this.bank?.BankCode ?? '', BranchName: this.branchName.trim(), IsDefault: this.isDefault,
      })
      return data.CollectionInfoId
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '保存失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.saving = false))
    }
  }

  async remove(): Promise<boolean> {
    try {
      await this.api.deleteCollectionInfo(this.id)
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '删除失败，请重试')))
      return false
    }
  }
}
