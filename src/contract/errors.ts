import { z } from 'zod';

/** Every error code the API can answer with, and the Chinese message shown when nothing more specific is said. */
export const errorMessages = {
  VALIDATION_FAILED: '请求参数有误',
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
} as const;

export type ErrorCode = keyof typeof errorMessages;

export const errorCodeSchema = z.enum(Object.keys(errorMessages) as [ErrorCode, ...ErrorCode[]]);

export const errorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'VALIDATION_FAILED' }),
      message: z.string().meta({ example: '请求参数有误' }),
      field: z.string().optional().meta({ description: 'The request field the error concerns, when there is one' }),
    }),
  })
  .meta({ id: 'ErrorEnvelope' });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
