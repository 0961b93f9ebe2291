import type { CostModuleConfig } from '@api/costs'
import { costModuleFailure, emptyCostSelection, type CostSelection } from './costModules'

const costModule = (patch: Partial<CostModuleConfig>): CostModuleConfig => ({
  ModelName: '成本中心',
  Type: 'costCenter',
  IsRequire: true,
  IsHide: false,
  Placeholder: '请选择',
  ...patch,
})
const centre = { id: '31001', code: 'CC-MKT', name: '市场费用中心' }
const project = { id: '32001', code: 'P-EAST', name: '华东区渠道拓展项目' }
const chosen = (patch: Partial<CostSelection>): CostSelection => ({ ...emptyCostSelection(), ...patch })

describe('costModuleFailure', () => {
  it.each<[string, CostModuleConfig[], CostSelection, string | null]>([
    ['no modules', [], emptyCostSelection(), null],
    ['required centre missing', [costModule({})], emptyCostSelection(), '请选择成本中心'],
    ['required centre chosen', [costModule({})], chosen({ costCenter: centre }), null],
    ['optional centre missing', [costModule({ IsRequire: false })], emptyCostSelection(), null],
    ['hidden required module skipped', [costModule({ IsHide: true })], emptyCostSelection(), null],
    ['first failure stops', [costModule({}), costModule({ ModelName: '项目', Type: 'project' })], emptyCostSelection(), '请选择成本中心'],
    ['second module fails', [costModule({}), costModule({ ModelName: '项目', Type: 'project' })], chosen({ costCenter: centre }), '请选择项目'],
    ['both filled', [costModule({}), costModule({ ModelName: '项目', Type: 'project' })], chosen({ costCenter: centre, project }), null],
    ['text module empty', [costModule({ ModelName: '出差事由', Type: 'text' })], emptyCostSelection(), '请填写出差事由'],
    ['text module blank spaces', [costModule({ ModelName: '出差事由', Type: 'text' })], chosen({ text: '   ' }), '请填写出差事由'],
    ['text module typed', [costModule({ ModelName: '出差事由', Type: 'text' })], chosen({ text: '拜访客户' }), null],
    ['reason module', [costModule({ ModelName: '事由', Type: 'reason' })], emptyCostSelection(), '请选择事由'],
  ])('%s', (_title, configs, selection, message) => expect(costModuleFailure(configs, selection)).toBe(message))
})
