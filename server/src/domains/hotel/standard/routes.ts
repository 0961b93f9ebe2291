import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import * as D from '../dataSchemas'
import type * as Api from '../../../../../types/api/hotel'
import type { Assert, Same } from '../../../lib/type-check'
import { invalidInput } from '../../../lib/errors'
import { post } from '../../../lib/route'

const RewardRuleBody = Type.Object({ DestCode: Type.String({ pattern: '^\\d{6}$' }) })
export type _RewardRule = Assert<Same<Static<typeof RewardRuleBody>, Api.GetTravelStandardRewardRuleRequest>>

/** b2b Hotel/*: the enterprise's saving-bonus rules (节省返还) for a destination. */
export default async function hotelRoutes(app: FastifyInstance) {
  const { db, hotelSupplier } = app
  post<typeof RewardRuleBody, Api.GetTravelStandardRewardRuleData>(app, { module: 'b2b', path: '/Hotel/GetTravelStandardRewardRule' }, RewardRuleBody, {
    doc: { body: '`{DestCode}`', data: '`{Rules[{RuleId, RuleName, RewardPermille, MaxRewardFen, Description, IsSelected}], Remark}` of the caller\'s enterprise (none: `Rules []`); unknown city 4000' },
    data: D.GetTravelStandardRewardRuleData,
    handler: async (request) => {
      const member = request.caller()
      const city = await hotelSupplier.city(request.body.DestCode)
      if (!city) throw invalidInput('城市不存在')
      const { rows } = await db.query<{ id: number; name: string; reward_permille: number; max_reward_fen: number; description: string; is_default: boolean }>(
        `select id, name, reward_permille, max_reward_fen, description, is_default from hotel_saving_bonus_rules where enterprise_id = $1 order by sort, id`,
        [member.enterpriseId],
      )
      return {
        Rules: rows.map((r) => ({
          RuleId: String(r.id),
          RuleName: r.name,
          RewardPermille: r.reward_permille,
          MaxRewardFen: r.max_reward_fen,
          Description: r.description,
          IsSelected: r.is_default,
        })),
        Remark: rows.length > 0 ? `在${city.name}预订低于差旅标准的酒店，可按所选规则获得节省返还。` : '贵企业暂未开通节省返还',
      }
    },
  })
}
