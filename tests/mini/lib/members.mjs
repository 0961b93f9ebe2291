// Demo members and signing in, shared by the journeys (the demo password of README.md).
export const PASSWORD = 'Travel@2026'
export const LOGIN = 'pages/loginAndRegister/login/login'
export const HOME = 'pages/index/index'

/** Opens the login page and signs the member in; waits for the home. */
export async function logIn(mini, phone, password = PASSWORD) {
  await mini.open(`/${LOGIN}?isindex=1`)
  await mini.expectText('欢迎登录')
  await mini.fill('请输入手机号', phone)
  await mini.fill('请输入密码', password)
  await mini.tap('登录', { exact: true })
  await mini.waitFor(() => mini.route !== LOGIN && mini.route, `${phone} leaves the login page`)
}

/** On the cashier (pages/payment/pay/pay): pays from the enterprise account and waits for 支付成功's page. */
export async function payFromEnterpriseAccount(mini) {
  await mini.expectRoute('pages/payment/pay/pay')
  await mini.expectText('企业账户')
  await mini.tap('确认支付', { within: { selector: '.at-button', has: ['确认支付'] } })
  await mini.expectText('确认使用企业账户支付')
  await mini.tap({ selector: '.popup__button--confirm' })
  await mini.expectRoute('pages/payment/paySuccess/paySuccess')
}

/** A call to the API as the signed-in member of this mini-program (its token from storage), for test set-up. */
export async function apiAs(mini, path, body) {
  let settings = JSON.parse(mini.host.storage.get('settings'))
  if (typeof settings === 'string') settings = JSON.parse(settings)
  const response = await mini.host.network.fetch(`${mini.host.network.serverBase}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: settings.MemberInfo.Token, reqId: `mini-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    body: JSON.stringify(body),
  })
  const answer = JSON.parse(await response.text())
  if (answer.Code !== '0000') throw new Error(`${path}: ${answer.Code} ${answer.Msg}`)
  return answer.Data
}
