import { fenToYuan } from '../money/money'

/**
 * The payment file of a batch (decision 0650, issue 35): a transfer list in the layout most Chinese banks' 批量转账
 * uploads share — one header row, then one row per payee: 序号, 收款人户名, 收款账号, 收款银行, 金额（元）in yuan with two
 * decimals, 用途, 业务参考号 (the 付款单 number, so the bank's statement matches the ledger). Imports nothing but
 * money, so the server writes CSV and Excel from the same rows.
 */
export type TransferLine = { payeeName: string; accountNo: string; bankName: string; amountFen: number; purpose: string; reference: string }

export const TRANSFER_HEADER = ['序号', '收款人户名', '收款账号', '收款银行', '金额（元）', '用途', '业务参考号'] as const

/** The rows of the list: the header, then each line with its amount in yuan ('1234.50'). */
export function transferRows(lines: readonly TransferLine[]): string[][] {
  return [
    [...TRANSFER_HEADER],
    ...lines.map((l, i) => [String(i + 1), l.payeeName, l.accountNo, l.bankName, fenToYuan(l.amountFen), l.purpose, l.reference]),
  ]
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ gets a ' first so a
 * spreadsheet never runs it as a formula (a payee name is typed by users).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The CSV text (CRLF lines, as bank uploads expect), with a UTF-8 byte-order mark so Excel reads the Chinese. */
export function transferCsv(lines: readonly TransferLine[]): string {
  return `\uFEFF${transferRows(lines).map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`
}

/** The batch's purpose text of one bill: 报销款 or 对公付款, and the bill's number. */
export const transferPurpose = (kind: 'reimbursement' | 'corporate', billNo: string): string => `${kind === 'corporate' ? '对公付款' : '报销款'} ${billNo}`
