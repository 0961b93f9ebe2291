import { buildTabs, tabTap, type TabContext, type TabItem } from './tabs'

const base: TabContext = { homeUrl: '/pages/index/index', isDossen: false }
const keys = (tabs: TabItem[]) => tabs.map((t) => t.key)
const urlOf = (tabs: TabItem[], key: string) => tabs.find((t) => t.key === key)?.url

describe('buildTabs', () => {
  it('shows home, approval, feedback, trip and my outside dossen sales mode', () => {
    const tabs = buildTabs(base)
    expect(keys(tabs)).toEqual(['home', 'approval', 'feedback', 'trip', 'my'])
    expect(tabs.map((t) => t.text)).toEqual(['首页', '审批', '意见反馈', '行程', '我的'])
    expect(tabs.every((t) => t.icon !== '')).toBe(true)
  })

  it('in dossen sales mode hides approval and feedback and shows online service and change enterprise', () => {
    const tabs = buildTabs({ ...base, isDossen: true, isDossenSale: true })
    expect(keys(tabs)).toEqual(['home', 'service', 'enterprise', 'trip', 'my'])
    expect(tabs.map((t) => t.text)).toEqual(['首页', '出行管家', '切换企业', '行程', '我的'])
    expect(urlOf(tabs, 'enterprise')).toBe('/pages/index3.0/dossen/changeEnterprise?changeEnterprise=1')
    expect(urlOf(tabs, 'service')).toBe('/pages/index/iframeWeb')
  })

  it('hides the whole bar for the Azgo referrer (219)', () => {
    expect(buildTabs({ ...base, refId: 219 })).toEqual([])
    expect(buildTabs({ ...base, refId: '219' })).toEqual([])
    expect(buildTabs({ ...base, refId: 154 })).toHaveLength(5)
  })

  it('sends home to the chosen home', () => {
    expect(urlOf(buildTabs({ ...base, homeUrl: '/pages/index3.0/index' }), 'home')).toBe('/pages/index3.0/index')
  })

  it('sends approval to the new expense approvals when IsUserNewExpense and that screen is built', () => {
    const allLive = () => true
    expect(urlOf(buildTabs({ ...base, isLive: allLive }), 'approval')).toBe('/pages/order3.0/approvalList')
    expect(urlOf(buildTabs({ ...base, isUserNewExpense: true, isLive: allLive }), 'approval')).toBe(
      '/pages/expenseControl/approve/index/index',
    )
    expect(urlOf(buildTabs({ ...base, isUserNewExpense: 0, isLive: allLive }), 'approval')).toBe('/pages/order3.0/approvalList')
  })

  it('keeps 审批 on the working approval list while the expense approvals are not built (issue 13)', () => {
    const notBuilt = (id: string) => id !== 'expenseControl/approve/index'
    const loggedIn = buildTabs({ ...base, isUserNewExpense: true, isLive: notBuilt })
    const sessionEnded = buildTabs({ ...base, isUserNewExpense: undefined, isLive: notBuilt })
    expect(urlOf(loggedIn, 'approval')).toBe('/pages/order3.0/approvalList')
    expect(loggedIn).toEqual(sessionEnded)
  })

  it('sends new-expense members to the expense approvals once they are built (issue 18)', () => {
    expect(urlOf(buildTabs({ ...base, isUserNewExpense: true }), 'approval')).toBe('/pages/expenseControl/approve/index/index')
  })

  it('sends trip to the trip list and feedback to the feedback editor', () => {
    expect(urlOf(buildTabs(base), 'trip')).toBe('/pages/order3.0/triplist')
    expect(urlOf(buildTabs(base), 'feedback')).toBe('/pages/my2.0/feedback/edit')
  })

  it('sends my to the points page for dossen or bonus-points enterprises', () => {
    expect(urlOf(buildTabs(base), 'my')).toBe('/pages/my/index/index')
    expect(urlOf(buildTabs({ ...base, isDossen: true }), 'my')).toBe('/pages/my2.0/index/integral')
    expect(urlOf(buildTabs({ ...base, isOpenBonusPoints: '1' }), 'my')).toBe('/pages/my2.0/index/integral')
  })

  it('dots approval when the to-do count is above 0 and trip when error orders are above 0', () => {
    const plain = buildTabs(base)
    expect(plain.filter((t) => t.hasNewData)).toEqual([])
    const dotted = buildTabs({ ...base, todoCount: 1, errorOrderCount: 2 })
    expect(dotted.filter((t) => t.hasNewData).map((t) => t.key)).toEqual(['approval', 'trip'])
    const zero = buildTabs({ ...base, todoCount: 0, errorOrderCount: 0 })
    expect(zero.filter((t) => t.hasNewData)).toEqual([])
  })
})

describe('tabTap', () => {
  const tabs = buildTabs({ ...base, isDossenSale: false })
  const sale = buildTabs({ ...base, isDossenSale: true })
  const find = (list: TabItem[], key: string) => list.find((t) => t.key === key)!

  it('replays the highlight on the selected tab', () => {
    expect(tabTap(find(tabs, 'trip'), 'trip')).toEqual({ kind: 'replay' })
  })

  it('relaunches other tab pages', () => {
    expect(tabTap(find(tabs, 'trip'), 'home')).toEqual({ kind: 'relaunch', url: '/pages/order3.0/triplist' })
    expect(tabTap(find(sale, 'enterprise'), 'home')).toEqual({
      kind: 'relaunch',
      url: '/pages/index3.0/dossen/changeEnterprise?changeEnterprise=1',
    })
  })

  it('opens help for online service and navigates to the feedback editor', () => {
    expect(tabTap(find(sale, 'service'), 'home')).toEqual({ kind: 'help' })
    expect(tabTap(find(tabs, 'feedback'), 'home')).toEqual({ kind: 'navigate', url: '/pages/my2.0/feedback/edit' })
  })
})
