import { described, z } from './schema.ts';

/** Every error code the API can answer with, and the Chinese message shown when nothing more specific is said. */
export const errorMessages = {
  VALIDATION_FAILED: '请求参数有误',
  BAD_REQUEST: '请求格式有误',
  REQUEST_TIMEOUT: '请求超时，请重试',
  HEADERS_TOO_LARGE: '请求头过大',
  INVALID_JSON: '请求内容不是有效的 JSON',
  UNSUPPORTED_MEDIA_TYPE: '不支持的请求内容类型',
  PAYLOAD_TOO_LARGE: '请求内容过大',
  NOT_FOUND: '请求的接口不存在',
  METHOD_NOT_ALLOWED: '不支持的请求方法',
  RATE_LIMITED: '请求过于频繁，请稍后再试',
  UNAUTHORIZED: '请先登录',
  FORBIDDEN: '没有权限执行此操作',
  SERVICE_UNAVAILABLE: '服务暂时不可用，请稍后再试',
  INTERNAL_ERROR: '服务器开小差了，请稍后再试',
  INVALID_PHONE: '请输入正确的11位手机号',
  SMS_TOO_FREQUENT: '验证码发送太频繁，请稍后再试',
  SMS_DAILY_LIMIT: '今天获取验证码的次数已用完，请明天再试',
  SMS_SEND_FAILED: '验证码发送失败，请稍后再试',
  SMS_CODE_INVALID: '验证码不正确',
  SMS_CODE_EXPIRED: '验证码已失效，请重新获取',
  AGREEMENT_REQUIRED: '请先阅读并同意用户协议和隐私政策',
  ROLE_NOT_CHOSEN: '请先选择身份（学生或家长）',
  ROLE_CHANGE_CONFLICT: '该账号已有多位孩子，无法切换为学生身份',
  PARENT_ONLY: '只有家长账号可以管理孩子信息',
  LEARNER_NOT_FOUND: '没有找到这位学生',
  LEARNER_LIMIT_REACHED: '一个家长账号最多添加 10 位孩子',
  LEARNER_IS_SELF: '学生本人的信息请在个人资料中修改',
  LEARNER_HAS_ORDERS: '这位孩子已有订单，不能删除',
  PLAN_NOT_FOUND: '没有找到这个服务方案',
  PLAN_OFF_SALE: '这个服务方案已下架，请选择其他方案',
  IDEMPOTENCY_KEY_REQUIRED: '请求缺少幂等键（Idempotency-Key）',
  IDEMPOTENCY_KEY_REUSED: '同一个幂等键不能用于不同的订单内容',
  ORDER_NOT_FOUND: '订单不存在',
  ORDER_NOT_PAYABLE: '订单已支付、已关闭或已超时，不能再支付',
  ORDER_NOT_CANCELLABLE: '订单已支付或已关闭，不能取消',
  CHANNEL_NOT_AVAILABLE: '当前环境不支持这种支付方式',
  PAYMENT_CHANNEL_SWITCHED: '这笔订单已改用其他支付方式，如需使用原支付方式请重新下单',
  WECHAT_OAUTH_FAILED: '微信授权失败，请重新支付',
  PAYMENT_PROVIDER_ERROR: '支付服务暂时不可用，请稍后再试',
  ASSESSMENT_GRADE_MISMATCH: '年级与学段不一致',
  ASSESSMENT_ANSWERS_INVALID: '答题记录有误，请重新测评',
  SERVICE_NOT_ACTIVE: '这位学生还没有开通AI伴学服务，或服务已到期',
  LEARNER_GRADE_REQUIRED: '请先填写学生的年级',
  PLAN_DEADLINE_PASSED: '截止日期已过，请选择今天之后的日期',
  PLAN_DATES_INVALID: '开始日期不能晚于截止日期，且计划最长一年',
  PLAN_NO_STUDY_DAYS: '开始日期到截止日期之间没有选中的学习日，请多选几天或延后截止日期',
  PLAN_NOTHING_FITS: '每天的学习时间太短，放不下任何任务，请增加每天的学习分钟数',
  STUDY_PLAN_NOT_FOUND: '还没有学习计划，请先制定计划',
  TASK_NOT_FOUND: '没有找到这个学习任务',
  KNOWLEDGE_POINT_NOT_FOUND: '没有找到这个知识点',
  LESSON_NOT_FOUND: '没有找到这节讲解',
  PRACTICE_NOT_FOUND: '没有找到这组练习',
  PRACTICE_FINISHED: '这组练习已经完成，请开始新的练习',
  PRACTICE_INCOMPLETE: '还有题目没有作答，请答完再提交',
  EXERCISE_NOT_IN_SET: '这道题不在本组练习中',
  ANSWER_KIND_MISMATCH: '答案的题型与题目不一致',
  PRACTICE_REQUEST_INVALID: '请选择一个练习任务或一个知识点',
  CHAT_QUOTA_EXCEEDED: '今天的提问次数已用完，明天再来问小伴老师吧',
  CHAT_MESSAGE_NOT_FOUND: '没有找到这条提问',
  EXERCISE_NOT_FOUND: '没有找到这道题',
  TUTOR_UNAVAILABLE: '小伴老师暂时无法回答，你的问题已保存，请稍后重试',
  TUTOR_TIMEOUT: '小伴老师思考超时了，你的问题已保存，请稍后重试',
} as const;

export type ErrorCode = keyof typeof errorMessages;

export const errorCodeSchema = z.enum(Object.keys(errorMessages) as [ErrorCode, ...ErrorCode[]]);

export const errorEnvelopeSchema = described(
  z.object({
    error: z.object({
      code: described(z.string(), { example: 'VALIDATION_FAILED' }),
      message: described(z.string(), { example: '请求参数有误' }),
      field: z.optional(described(z.string(), { description: 'The request field the error concerns, when there is one' })),
    }),
  }),
  { id: 'ErrorEnvelope' },
);

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
