import type { Db } from '../../../db/types'
import type {
  Rail12306Account, Rail12306AccountStatus, Rail12306Passenger, Rail12306VerifyStatus, Save12306PassengerRequest, StartFaceAuthData,
} from '../../../../../types/api/train'
import type { Member } from '../../../lib/caller'
import { businessRule, conflict, invalidInput, notFound } from '../../../lib/errors'
import { maskIdentityNo, maskPhone } from '../../../lib/mask'
import type { CodeCheck, RailAccountProvider, RailPassenger } from './provider'

type AccountRow = { id: number; user_name: string; phone: string; status: Rail12306AccountStatus; bound_at: Date }

const ACCOUNT_STATUS_TEXT: Record<Rail12306AccountStatus, string> = { Unverified: '待核验', Bound: '已绑定' }
const VERIFY_TEXT: Record<Rail12306VerifyStatus, string> = { Passed: '已通过', Pending: '待核验', Failed: '未通过' }
export const FACE_TIP = '请打开铁路12306 App，在「我的 - 人脸核验」中完成核验，然后返回本页点击「我已完成核验」'

const toAccount = (r: AccountRow): Rail12306Account => ({
  AccountId: String(r.id), UserName: r.user_name, Status: r.status, StatusText: ACCOUNT_STATUS_TEXT[r.status], PhoneMasked: maskPhone(r.phone), BoundAt: r.bound_at.toISOString(),
})

const toPassenger = (p: RailPassenger): Rail12306Passenger => ({
  PassengerId: p.id, Name: p.name, IdNoMasked: maskIdentityNo(p.idNo), PhoneMasked: p.phone ? maskPhone(p.phone) : '', PassengerType: p.type,
  VerifyStatus: p.status, VerifyStatusText: VERIFY_TEXT[p.status],
})

function codeAnswer(result: CodeCheck): void {
  if (result === 'wrong') throw invalidInput('验证码错误，请重新输入')
  if (result === 'expired') throw businessRule('验证码已失效，请重新获取')
}

/** The rail-account calls over a provider: every account is the caller's own (another member's id: 4004). */
export function railAccountService(db: Db, provider: RailAccountProvider) {
  async function own(member: Member, accountId: string): Promise<AccountRow> {
    if (!/^\d{1,12}$/.test(accountId)) throw notFound('12306账号不存在')
    const { rows } = await db.query<AccountRow>('select id, user_name, phone, status, bound_at from rail_accounts where id = $1 and member_id = $2 and enterprise_id = $3', [
      accountId, member.memberId, member.enterpriseId,
    ])
    if (!rows[0]) throw notFound('12306账号不存在')
    return rows[0]
  }
  async function bound(member: Member, accountId: string): Promise<AccountRow> {
    const account = await own(member, accountId)
    if (account.status !== 'Bound') throw businessRule('请先完成12306账号核验')
    return account
  }
  const setBound = async (account: AccountRow) => {
    const { rows } = await db.query<AccountRow>(`update rail_accounts set status = 'Bound' where id = $1 returning id, user_name, phone, status, bound_at`, [account.id])
    return toAccount(rows[0])
  }
  async function passengerOf(account: AccountRow, passengerId: string): Promise<RailPassenger> {
    const found = (await provider.passengers(account.user_name)).find((p) => p.id === passengerId)
    if (!found) throw notFound('乘客不存在')
    return found
  }

  return {
    /**
     * 购票方式 12306 账号 (decision 0393): the order's passengers taken from the member's bound account, each one of its
     * passengers whose 12306 check has passed; the name, ID number and phone are the account's.
     */
    async bookingPassengers<P extends { Name: string; IdNo: string; Phone: string; RailPassengerId?: string }>(member: Member, accountId: string, passengers: readonly P[]): Promise<P[]> {
      const account = await bound(member, accountId)
      const listed = await provider.passengers(account.user_name)
      return passengers.map((p) => {
        if (!p.RailPassengerId) throw invalidInput('通过12306账号购票，乘车人须从该账号的乘客中选择')
        const found = listed.find((x) => x.id === p.RailPassengerId)
        if (!found) throw businessRule(`乘车人${p.Name}不在该12306账号的乘客列表中`)
        if (found.status !== 'Passed') throw businessRule(`乘车人${found.name}${found.status === 'Failed' ? '未通过12306核验' : '待12306核验'}，不能通过该账号购票`)
        return { ...p, Name: found.name, IdNo: found.idNo, Phone: found.phone }
      })
    },

    /** Signs in at 12306; a first sign-in from this member waits for an SMS or face check (Unverified). */
    async login(member: Member, userName: string, password: string): Promise<Rail12306Account> {
      const signed = await provider.signIn(userName.trim(), password)
      if (!signed) throw businessRule('12306用户名或密码错误')
      const { rows } = await db.query<AccountRow>(
        `insert into rail_accounts (enterprise_id, member_id, user_name, phone) values ($1, $2, $3, $4)
         on conflict (member_id, user_name) do update set phone = excluded.phone returning id, user_name, phone, status, bound_at`,
        [member.enterpriseId, member.memberId, userName.trim(), signed.phone],
      )
      return toAccount(rows[0])
    },
    async list(member: Member) {
      const { rows } = await db.query<AccountRow>('select id, user_name, phone, status, bound_at from rail_accounts where member_id = $1 and enterprise_id = $2 order by id', [
        member.memberId, member.enterpriseId,
      ])
      return { Accounts: rows.map(toAccount) }
    },
    async remove(member: Member, accountId: string) {
      const account = await own(member, accountId)
      await db.query('delete from rail_accounts where id = $1', [account.id])
      return { AccountId: accountId }
    },
    async sendCode(member: Member, accountId: string) {
      const account = await own(member, accountId)
      await provider.sendCode(`acct:${account.id}`, account.phone)
      return { PhoneMasked: maskPhone(account.phone) }
    },
    async verifyCode(member: Member, accountId: string, code: string) {
      const account = await own(member, accountId)
      codeAnswer(await provider.checkCode(`acct:${account.id}`, code))
      return setBound(account)
    },
    async startFace(member: Member, accountId: string): Promise<StartFaceAuthData> {
      const account = await own(member, accountId)
      const face = await provider.startFace(account.user_name)
      return { FaceToken: face.token, ExpiresAt: face.expiresAt.toISOString(), Tip: FACE_TIP }
    },
    async checkFace(member: Member, accountId: string, token: string) {
      const account = await own(member, accountId)
      const result = await provider.checkFace(account.user_name, token)
      if (result !== 'ok') throw businessRule('人脸核验未完成或已过期，请重新核验')
      return setBound(account)
    },
    async passengers(member: Member, accountId: string) {
      const account = await bound(member, accountId)
      return { Passengers: (await provider.passengers(account.user_name)).map(toPassenger) }
    },
    async savePassenger(member: Member, body: Save12306PassengerRequest): Promise<Rail12306Passenger> {
      const account = await bound(member, body.AccountId)
      const input = { name: body.Name.trim(), idNo: body.IdNo.trim().toUpperCase(), phone: body.Phone, type: body.PassengerType }
      if (body.PassengerId === '' && !input.idNo) throw invalidInput('请填写证件号码')
      if (body.PassengerId !== '') {
        const old = await passengerOf(account, body.PassengerId)
        if (old.name !== input.name || (input.idNo && old.idNo !== input.idNo)) throw businessRule('乘客姓名和证件号码不能修改，如有错误请删除后重新添加')
        input.idNo = old.idNo
        if (!input.phone) input.phone = old.phone
      }
      const saved = await provider.savePassenger(account.user_name, body.PassengerId, input)
      if (!saved) throw body.PassengerId === '' ? conflict('该乘客已在12306常用联系人中') : notFound('乘客不存在')
      return toPassenger(saved)
    },
    async deletePassenger(member: Member, accountId: string, passengerId: string) {
      const account = await bound(member, accountId)
      if (!(await provider.deletePassenger(account.user_name, passengerId))) throw notFound('乘客不存在')
      return { AccountId: accountId, PassengerId: passengerId }
    },
    async sendPassengerCode(member: Member, accountId: string, passengerId: string) {
      const account = await bound(member, accountId)
      const passenger = await passengerOf(account, passengerId)
      if (passenger.status !== 'Pending') throw businessRule(passenger.status === 'Passed' ? '该乘客已通过核验' : '该乘客证件未通过核验，无法进行手机核验')
      if (!passenger.phone) throw businessRule('请先填写乘客手机号')
      await provider.sendCode(`psg:${account.id}:${passenger.id}`, passenger.phone)
      return { PhoneMasked: maskPhone(passenger.phone) }
    },
    async verifyPassenger(member: Member, accountId: string, passengerId: string, code: string) {
      const account = await bound(member, accountId)
      const passenger = await passengerOf(account, passengerId)
      codeAnswer(await provider.checkCode(`psg:${account.id}:${passenger.id}`, code))
      const passed = await provider.passPassengerPhone(account.user_name, passenger.id)
      if (!passed) throw businessRule('该乘客无法核验')
      return toPassenger(passed)
    },
  }
}
