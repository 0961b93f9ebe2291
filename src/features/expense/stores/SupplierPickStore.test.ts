import { SupplierPickStore } from './SupplierPickStore'

const seeded = { SupplierId: '1', Name: '上海锦程会务服务有限公司', TaxNo: '', BankName: '招商银行', AccountNo: '121909876510801', ContactName: '', ContactPhone: '' }

describe('SupplierPickStore', () => {
  it('searches by keyword and starts a new supplier with the keyword as its name', async () => {
    const suppliers = jest.fn().mockResolvedValue({ Items: [seeded], Total: 1, PageIndex: 1, PageSize: 20 })
    const store = new SupplierPickStore({ suppliers, saveSupplier: jest.fn() })
    await store.fetch()
    expect(store.list.items).toEqual([seeded])
    store.setKeyword(' 恒信 ')
    await store.search()
    expect(suppliers).toHaveBeenLastCalledWith({ PageIndex: 1, PageSize: 20, Keyword: '恒信' })
    store.startAdding()
    expect(store.draft.Name).toBe('恒信')
  })

  it('checks the draft before saving, keeps it on a refusal and answers the saved supplier', async () => {
    const saveSupplier = jest.fn().mockRejectedValueOnce({ Code: '4001', Msg: '已有同名供应商，请直接选择', Data: null }).mockResolvedValueOnce({ SupplierId: '9' })
    const store = new SupplierPickStore({ suppliers: jest.fn(), saveSupplier })
    store.startAdding()
    store.setDraft('Name', '苏州恒信印务有限公司')
    store.setDraft('BankName', '中国银行')
    store.setDraft('AccountNo', '5370 5812 3456')
    store.setDraft('TaxNo', '91320505ma1mxx1234')
    store.setDraft('ContactPhone', '123')
    expect(await store.saveDraft()).toBeNull()
    expect(store.draftError).toBe('联系电话格式不正确')
    expect(saveSupplier).not.toHaveBeenCalled()
    store.setDraft('ContactPhone', '')
    expect(await store.saveDraft()).toBeNull()
    expect(store.draftError).toBe('已有同名供应商，请直接选择')
    expect(store.draft.Name).toBe('苏州恒信印务有限公司')
    const saved = await store.saveDraft()
    expect(saved).toMatchObject({ SupplierId: '9', AccountNo: '537058123456', TaxNo: '91320505MA1MXX1234' })
    expect(store.isAdding).toBe(false)
    expect(store.draft.Name).toBe('')
  })
})
