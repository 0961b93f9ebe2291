/** Chinese names of body fields, for the 4000 message ("手机号格式不正确"). */
const LABELS: Record<string, string> = {
  Phone: '手机号',
  Password: '密码',
  VerifyCode: '验证码',
  Scene: '验证码类型',
  OldPassword: '原密码',
  NewPassword: '新密码',
  Ticket: '验证凭证',
  CustomerName: '姓名',
  EnterpriseKey: '企业注册码',
  InvitationCode: '邀请码',
  MaxUses: '可用次数',
  ValidDays: '有效天数',
  Email: '邮箱',
  CustomerIds: '人员',
  Amount: '金额',
  ProductType: '产品类型',
  DepartmentId: '部门',
  CostCenterId: '成本中心',
  ProjectId: '项目',
  TravelDate: '出行日期',
  TripScope: '行程范围',
  PageIndex: '页码',
  PageSize: '每页条数',
  Keyword: '关键词',
  StartDate: '开始日期',
  EndDate: '结束日期',
  OrderNos: '订单号',
  journeyBizNo: '行程单号',
  RedirectUri: '回调地址',
  EnterpriseId: '企业',
  enterpriseId: '企业',
  key: '配置项',
  Key: '配置项',
  ProvinceCode: '省份',
  CityCode: '城市',
  Position: '位置',
  EventName: '事件名称',
  PageUrl: '页面地址',
  Params: '事件参数',
  OccurredAt: '发生时间',
  month: '月份',
  FunctionCode: '功能',
  Ids: '常用功能',
  Id: '编号',
  agentPlatId: '平台',
  clientType: '客户端类型',
  hostUrl: '域名',
  OrderNo: '订单号',
  HotelId: '酒店',
  RoomId: '房型',
  RatePlanId: '价格计划',
  ArrivalDate: '入住日期',
  DepartureDate: '离店日期',
  RoomCount: '房间数',
  Guests: '入住人',
  Contact: '联系人',
  ExpectedTotalFen: '订单金额',
  CostCenterName: '成本中心',
  ProjectName: '项目',
  OverStandardReason: '超标原因',
  CardGuarantee: '信用卡信息',
  CouponId: '优惠券',
  IsPrivate: '出行类型',
  Remark: '备注',
  SavingBonusRuleId: '节省返还规则',
  Reason: '原因',
  NewDepartureDate: '新的离店日期',
  TitleType: '发票类型',
  Title: '发票抬头',
  TaxNo: '纳税人识别号',
  TitleId: '发票抬头',
  MailId: '收件地址',
  Receiver: '收件人',
  Mailing: '收件信息',
  Address: '收件地址',
  BankName: '开户银行',
  BankAccount: '银行账号',
  RegisteredAddress: '注册地址',
  RegisteredPhone: '注册电话',
  IsDefault: '默认抬头',
  AmountFen: '金额',
  Tab: '分类',
  ApprovalNo: '审批单号',
  Comment: '审批意见',
  PayNo: '支付单号',
  RequestId: '加入申请',
  Approve: '审批结果',
  AuthCode: '授权码',
  CorpId: '企业钉钉编号',
  BindTicket: '绑定凭证',
  code: '授权码',
  NewPhone: '新手机号',
  Target: '验证对象',
  EnterpriseName: '企业名称',
  ContactName: '联系人姓名',
  CityName: '所在城市',
  StaffScale: '企业规模',
  Role: '身份',
  Name: '姓名',
  School: '学校',
  Number: '学号/工号',
  EnrollYear: '入学年份',
  CardImageUrl: '证件照片',
  IdNo: '身份证号',
  VerifyId: '核验编号',
  PhotoUrl: '人脸照片',
  PayAccountId: '付款账户',
  BillNos: '单据',
  Month: '月份',
  ToMemberId: '转交人',
  BatchNo: '付款批次号',
  Format: '文件格式',
}

/** Messages that say more than "格式不正确" for a field and a failed keyword. */
const SPECIAL: Record<string, Record<string, string>> = {
  NewPassword: { pattern: '密码需为8-20位，且同时包含字母和数字', minLength: '密码需为8-20位，且同时包含字母和数字', maxLength: '密码需为8-20位，且同时包含字母和数字' },
  VerifyCode: { pattern: '验证码为6位数字' },
  PayAccountId: { required: '请选择付款账户', pattern: '请选择付款账户' },
  BillNos: { minItems: '请选择要支付的单据', maxItems: '一批最多支付50笔单据', uniqueItems: '单据重复，请重新选择' },
}

export type ValidationIssue = {
  instancePath?: string
  keyword?: string
  params?: Record<string, unknown>
}

function fieldOf(issue: ValidationIssue): string | undefined {
  if (issue.keyword === 'required' && typeof issue.params?.missingProperty === 'string') return issue.params.missingProperty
  const segments = (issue.instancePath ?? '').split('/').filter((s) => s !== '' && !/^\d+$/.test(s))
  return segments[0]
}

/** One clear Chinese sentence for the first schema violation. */
export function validationMessage(issues: readonly ValidationIssue[] | undefined, context?: string): string {
  const issue = issues?.[0]
  if (!issue) return '参数错误'
  const field = fieldOf(issue)
  if (!field) {
    if (issue.keyword === 'additionalProperties') return '包含不支持的参数'
    return context === 'querystring' ? '查询参数不正确' : '请求体必须是 JSON 对象'
  }
  const label = LABELS[field] ?? field
  const keyword = issue.keyword ?? ''
  const special = SPECIAL[field]?.[keyword]
  if (special) return special
  const limit = issue.params?.limit
  switch (keyword) {
    case 'required':
      return `请填写${label}`
    case 'minLength':
      return limit === 1 ? `请填写${label}` : `${label}长度不能少于${limit}位`
    case 'maxLength':
      return `${label}长度不能超过${limit}位`
    case 'minItems':
      return limit === 1 ? `请选择${label}` : `${label}至少${limit}个`
    case 'maxItems':
      return `${label}最多${limit}个`
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${label}超出允许范围`
    case 'maxProperties':
      return `${label}内容过多`
    default:
      return `${label}格式不正确`
  }
}
