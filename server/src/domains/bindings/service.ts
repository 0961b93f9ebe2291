import {
  MEMBER_PROGRAMS, TRAVEL_PLATFORMS, cardNoProblem, maskAccount, maskCardNo, platformAccountProblem, platformOf, platformPasswordProblem, programOf,
} from '@domain/bindings/catalogue'
import type * as Api from '../../../../types/api/bindings'
import type { Db } from '../../db/types'
import type { Member } from '../../lib/caller'
import { businessRule, conflict, invalidInput, notFound } from '../../lib/errors'
import { shanghaiIso } from '../../lib/time'
import type { BindingProvider } from './provider'

type PlatformRow = { platform_code: string; account: string; bound_at: Date }
type ProgramRow = { program_code: string; card_no: string; holder_name: string; level_name: string; bound_at: Date }

const platformView = (code: Api.PlatformCode, row?: PlatformRow): Api.BoundPlatform => ({
  PlatformCode: code,
  PlatformName: platformOf(code)?.name ?? code,
  IsBound: Boolean(row),
  Account: row ? maskAccount(row.account) : '',
  BoundAt: row ? shanghaiIso(new Date(row.bound_at)) : '',
})

const programView = (code: Api.ProgramCode, row?: ProgramRow): Api.BoundMembership => {
  const program = programOf(code)
  return {
    ProgramCode: code,
    ProgramName: program?.name ?? code,
    Kind: program?.kind ?? 'hotel',
    IsBound: Boolean(row),
    CardNo: row ? maskCardNo(row.card_no) : '',
    HolderName: row?.holder_name ?? '',
    LevelName: row?.level_name ?? '',
    BoundAt: row ? shanghaiIso(new Date(row.bound_at)) : '',
  }
}

export async function bindList(db: Db, member: Member): Promise<Api.GetBindListData> {
  const platforms = await db.query<PlatformRow>('select platform_code, account, bound_at from member_platform_bindings where member_id = $1', [member.memberId])
  const programs = await db.query<ProgramRow>('select program_code, card_no, holder_name, level_name, bound_at from member_program_bindings where member_id = $1', [member.memberId])
  return {
    Platforms: TRAVEL_PLATFORMS.map((p) => platformView(p.code, platforms.rows.find((r) => r.platform_code === p.code))),
    Memberships: MEMBER_PROGRAMS.map((p) => programView(p.code, programs.rows.find((r) => r.program_code === p.code))),
  }
}

export async function bindPlatform(db: Db, provider: BindingProvider, member: Member, body: Api.BindPlatformRequest): Promise<Api.BindPlatformData> {
  const platform = platformOf(body.PlatformCode)
  const account = body.Account.trim()
  const problem = platformAccountProblem(account) ?? platformPasswordProblem(body.Password)
  if (!platform || problem) throw invalidInput(problem ?? '不支持该出行平台')
  const mine = await db.query('select 1 from member_platform_bindings where member_id = $1 and platform_code = $2', [member.memberId, platform.code])
  if (mine.rows.length > 0) throw conflict(`已绑定${platform.name}账号，请先解绑`)
  const taken = await db.query('select 1 from member_platform_bindings where platform_code = $1 and account = $2', [platform.code, account])
  if (taken.rows.length > 0) throw conflict('该账号已被其他用户绑定')
  if (!(await provider.signIn(platform, account, body.Password))) throw businessRule(`${platform.name}账号或密码错误`)
  const { rows } = await db.query<PlatformRow>(
    'insert into member_platform_bindings (member_id, platform_code, account) values ($1, $2, $3) returning platform_code, account, bound_at',
    [member.memberId, platform.code, account],
  )
  return platformView(platform.code, rows[0])
}

export async function unbindPlatform(db: Db, member: Member, code: Api.PlatformCode): Promise<Api.UnbindData> {
  const { rowCount } = await db.query('delete from member_platform_bindings where member_id = $1 and platform_code = $2', [member.memberId, code])
  if (!rowCount) throw notFound('未绑定该平台账号')
  return { Unbound: true }
}

export async function bindMember(db: Db, provider: BindingProvider, member: Member, body: Api.BindMemberCardRequest): Promise<Api.BindMemberCardData> {
  const program = programOf(body.ProgramCode)
  if (!program) throw invalidInput('不支持该会员计划')
  const cardNo = body.CardNo.replace(/\s/g, '')
  const problem = cardNoProblem(program, cardNo)
  if (problem) throw invalidInput(problem)
  const { rows: me } = await db.query<{ name: string }>('select name from members where id = $1', [member.memberId])
  if (body.HolderName.trim() !== me[0]?.name) throw businessRule('持卡人须为本人，姓名与账号实名不一致')
  const mine = await db.query('select 1 from member_program_bindings where member_id = $1 and program_code = $2', [member.memberId, program.code])
  if (mine.rows.length > 0) throw conflict(`已绑定${program.name}会员卡，请先解绑`)
  const taken = await db.query('select 1 from member_program_bindings where program_code = $1 and card_no = $2', [program.code, cardNo])
  if (taken.rows.length > 0) throw conflict('该会员卡已被其他用户绑定')
  const answer = await provider.checkCard(program, cardNo, me[0].name)
  if ('refused' in answer) throw businessRule(answer.refused)
  const { rows } = await db.query<ProgramRow>(
    `insert into member_program_bindings (member_id, program_code, card_no, holder_name, level_name) values ($1, $2, $3, $4, $5)
     returning program_code, card_no, holder_name, level_name, bound_at`,
    [member.memberId, program.code, cardNo, me[0].name, answer.levelName],
  )
  return programView(program.code, rows[0])
}

export async function unbindMember(db: Db, member: Member, code: Api.ProgramCode): Promise<Api.UnbindData> {
  const { rowCount } = await db.query('delete from member_program_bindings where member_id = $1 and program_code = $2', [member.memberId, code])
  if (!rowCount) throw notFound('未绑定该会员卡')
  return { Unbound: true }
}
