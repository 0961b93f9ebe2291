import { ExpenseReportStore } from './ExpenseReportStore'

const report = (FromMonth: string, ToMonth: string) => ({
  FromMonth, ToMonth, BillCount: 1, CostFen: 100, PaidFen: 100,
  ByMonth: [{ Name: FromMonth, BillCount: 1, CostFen: 100, PaidFen: 100 }], ByDepartment: [{ Name: '市场部', BillCount: 1, CostFen: 100, PaidFen: 100 }],
  ByCostCenter: [{ Name: '市场费用中心', BillCount: 1, CostFen: 100, PaidFen: 100 }], ByProject: [],
})

test('loads the chosen period, shows the chosen dimension and hands the Excel file over; a refusal is shown', async () => {
  const file = { FileName: '报销统计-2026-11.xlsx', MimeType: 'x', ContentBase64: 'AA==' }
  const api = {
    report: jest.fn(async (body: { FromMonth: string; ToMonth: string }) => report(body.FromMonth, body.ToMonth)),
    exportReport: jest.fn().mockResolvedValueOnce(file).mockRejectedValueOnce({ Code: '4003', Msg: '仅财务人员和企业管理员可以查看报销统计' }),
  }
  const save = jest.fn(async () => undefined)
  const store = new ExpenseReportStore(api, () => '2026-11-28', save)
  await store.fetch()
  expect(api.report).toHaveBeenLastCalledWith({ FromMonth: '2026-11', ToMonth: '2026-11' })
  await store.choosePeriod('last3')
  expect(api.report).toHaveBeenLastCalledWith({ FromMonth: '2026-09', ToMonth: '2026-11' })
  expect(store.groups.map((g) => g.Name)).toEqual(['市场部'])
  store.chooseDimension('costCenter')
  expect(store.groups.map((g) => g.Name)).toEqual(['市场费用中心'])
  expect(await store.exportExcel()).toBe(true)
  expect(api.exportReport).toHaveBeenLastCalledWith({ FromMonth: '2026-09', ToMonth: '2026-11' })
  expect(save).toHaveBeenCalledWith(file)
  expect(await store.exportExcel()).toBe(false)
  expect(store.exportError).toBe('仅财务人员和企业管理员可以查看报销统计')
})
