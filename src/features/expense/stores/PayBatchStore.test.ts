import type { PayBatchData } from '@api/expense'
import { PayBatchStore } from './PayBatchStore'

const batch = (BatchNo: string): PayBatchData => ({
  BatchNo, Count: 2, TotalFen: 300, Items: [
    { BillNo: 'BX1', Title: 'a', PayeeName: '张伟', BankName: '工行', AccountNo: '**** 1234', AmountFen: 100, PaymentNo: BatchNo ? 'FK1' : '' },
    { BillNo: 'BX2', Title: 'b', PayeeName: '李娜', BankName: '工行', AccountNo: '**** 5678', AmountFen: 200, PaymentNo: BatchNo ? 'FK2' : '' },
  ],
})

function setup(pay: () => Promise<PayBatchData> = async () => batch('PC1')) {
  const calls: unknown[] = []
  const saved: string[] = []
  const api = {
    previewPayBatch: async (billNos: string[]) => { calls.push(['preview', billNos]); return batch('') },
    payBatch: async (body: { BillNos: string[]; PayAccountId: string }) => { calls.push(['pay', body]); return pay() },
    payBatchFile: async (body: { BatchNo: string; Format: 'csv' | 'xlsx' }) => { calls.push(['file', body]); return { FileName: `f.${body.Format}`, MimeType: 'x', ContentBase64: '' } },
    exportPaidBills: async (body: { Month: string }) => { calls.push(['export', body]); return { FileName: `已付单据-${body.Month}.xlsx`, MimeType: 'x', ContentBase64: '' } },
  }
  const store = new PayBatchStore(api, async (file) => { saved.push(file.FileName) }, '2026-11')
  return { store, calls, saved }
}

describe('PayBatchStore', () => {
  it('asks for a tick before previewing', async () => {
    const { store, calls } = setup()
    expect(await store.prepare()).toBe(false)
    expect(store.error).toBe('请选择要支付的单据')
    expect(calls).toEqual([])
  })

  it('previews the ticked bills, pays exactly the previewed ones from the account, then downloads the batch file', async () => {
    const { store, calls, saved } = setup()
    store.toggle('BX1')
    store.toggle('BX2')
    store.toggle('BX3')
    store.toggle('BX3')
    expect(await store.prepare()).toBe(true)
    expect(store.preview?.TotalFen).toBe(300)
    expect(await store.pay('24001')).toBe(true)
    expect(store.paid?.BatchNo).toBe('PC1')
    expect(store.selected).toEqual([])
    expect(store.preview).toBeNull()
    await store.download('xlsx')
    expect(calls).toEqual([['preview', ['BX1', 'BX2']], ['pay', { BillNos: ['BX1', 'BX2'], PayAccountId: '24001' }], ['file', { BatchNo: 'PC1', Format: 'xlsx' }]])
    expect(saved).toEqual(['f.xlsx'])
  })

  it('keeps the ticks and shows the refusal when the batch is refused', async () => {
    const { store } = setup(async () => { throw Object.assign(new Error('refused'), { Code: '4001', Msg: '单据 BX1已支付，本批未支付，请刷新后重新选择' }) })
    store.toggle('BX1')
    await store.prepare()
    expect(await store.pay('24001')).toBe(false)
    expect(store.error).toBe('单据 BX1已支付，本批未支付，请刷新后重新选择')
    expect(store.selected).toEqual(['BX1'])
    expect(store.paid).toBeNull()
  })

  it('exports the chosen month of paid bills', async () => {
    const { store, calls, saved } = setup()
    store.setMonth('2026-10')
    await store.exportPaid()
    expect(calls).toEqual([['export', { Month: '2026-10' }]])
    expect(saved).toEqual(['已付单据-2026-10.xlsx'])
  })
})
