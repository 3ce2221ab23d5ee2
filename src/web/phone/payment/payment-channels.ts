import type { PaymentChannel } from '../../../contract/orders.ts';

/** WeChat's in-app browser (on phones, and WeChat for Windows/Mac) says MicroMessenger in its user agent. */
export const isWechatBrowser = (userAgent: string): boolean => /MicroMessenger/i.test(userAgent);

export type ChannelOption = { channel: PaymentChannel; label: string; brand: 'wechat' | 'alipay' };

/**
 * Inside WeChat, WeChat Pay is JSAPI and Alipay cannot run (WeChat blocks it); elsewhere WeChat Pay is H5 and Alipay
 * WAP is offered too. WeChat Pay comes first: it is preselected.
 */
export function channelOptions(inWechat: boolean): [ChannelOption, ...ChannelOption[]] {
  if (inWechat) return [{ channel: 'wechat_jsapi', label: '微信支付', brand: 'wechat' }];
  return [
    { channel: 'wechat_h5', label: '微信支付', brand: 'wechat' },
    { channel: 'alipay_wap', label: '支付宝', brand: 'alipay' },
  ];
}

export const channelLabels: Record<PaymentChannel, string> = { wechat_jsapi: '微信支付', wechat_h5: '微信支付', alipay_wap: '支付宝' };

export const ALIPAY_IN_WECHAT_HINT = '在微信中无法使用支付宝，如需支付宝支付请点击右上角在浏览器中打开';
