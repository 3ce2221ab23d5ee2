import type { OperatorRole } from '../../../contract/admin.ts';

export const ROLE_LABELS: Record<OperatorRole, string> = { admin: '管理员', service: '客服' };

export const CHANNEL_LABELS: Record<string, string> = {
  wechat_jsapi: '微信支付（公众号）',
  wechat_h5: '微信支付（H5）',
  alipay_wap: '支付宝',
};
