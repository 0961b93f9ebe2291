import type { Db } from '../../../db/types'
import type * as Api from '../../../../../types/api/invoice'
import { normalizeTaxNumber, taxNumberError } from '@domain/invoice/taxNumber'
import type { Member } from '../../../lib/caller'
import { businessRule, invalidInput, notFound } from '../../../lib/errors'
import * as repo from './repository'

/** A member keeps at most this many titles. */
export const MAX_TITLES = 20
const NOT_FOUND = '发票抬头不存在'

const ownerOf = (member: Member) => ({ memberId: member.memberId, enterpriseId: member.enterpriseId })

/** The checked, trimmed fields: a company needs a valid tax number; a personal title has none. */
export function titleFields(body: Api.SubmitInvoiceTitleInfoRequest): repo.TitleFields {
  const title = body.Title.trim()
  if (title === '') throw invalidInput('请填写发票抬头')
  const isCompany = body.TitleType === 'company'
  const taxNo = isCompany ? normalizeTaxNumber(body.TaxNo) : ''
  if (isCompany) {
    const problem = taxNumberError(taxNo)
    if (problem) throw invalidInput(problem)
  }
  const extra = (value: string | undefined) => (isCompany ? (value ?? '').trim() : '')
  return {
    TitleType: body.TitleType,
    Title: title,
    TaxNo: taxNo,
    BankName: extra(body.BankName),
    BankAccount: extra(body.BankAccount).replace(/\s/g, ''),
    RegisteredAddress: extra(body.RegisteredAddress),
    RegisteredPhone: extra(body.RegisteredPhone),
    IsDefault: body.IsDefault ?? false,
  }
}

export async function submitTitle(db: Db, member: Member, body: Api.SubmitInvoiceTitleInfoRequest): Promise<Api.SubmitInvoiceTitleInfoData> {
  const fields = titleFields(body)
  const owner = ownerOf(member)
  const id = await db.transaction(async (tx) => {
    const isFirst = (await repo.countTitles(tx, owner)) === 0
    if (fields.IsDefault) await repo.clearDefault(tx, owner)
    if (body.TitleId === undefined) {
      if (!isFirst && (await repo.countTitles(tx, owner)) >= MAX_TITLES) throw businessRule(`发票抬头最多保存${MAX_TITLES}个`)
      return repo.insertTitle(tx, owner, { ...fields, IsDefault: fields.IsDefault || isFirst })
    }
    const titleId = Number(body.TitleId)
    if (!(await repo.updateTitle(tx, owner, titleId, fields))) throw notFound(NOT_FOUND)
    return titleId
  })
  return { TitleId: String(id) }
}

export async function getTitle(db: Db, member: Member, titleId: string): Promise<Api.InvoiceTitle> {
  const title = await repo.findTitle(db, ownerOf(member), Number(titleId))
  if (!title) throw notFound(NOT_FOUND)
  return title
}

export async function deleteTitle(db: Db, member: Member, titleId: string): Promise<null> {
  if (!(await repo.deleteTitle(db, ownerOf(member), Number(titleId)))) throw notFound(NOT_FOUND)
  return null
}

export const listTitles = (db: Db, member: Member) => repo.listTitles(db, ownerOf(member))
