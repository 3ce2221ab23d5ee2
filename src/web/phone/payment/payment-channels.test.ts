import { describe, expect, it } from 'vitest';
import { channelOptions, isWechatBrowser } from './payment-channels.ts';

const userAgents = {
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  // The browser tests' WeChat context: the phone project's iPhone UA with WeChat's token appended.
  e2eWechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1 MicroMessenger/8.0.50',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  alipayApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AlipayClient/10.5.90.8000 Language/zh-Hans',
  qqBrowser:
    'Mozilla/5.0 (Linux; U; Android 13; zh-cn; PGT-AN10) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0 MQQBrowser/14.6 Mobile Safari/537.36',
} as const;

describe('isWechatBrowser', () => {
  it.each(['wechatAndroid', 'wechatIphone', 'e2eWechat'] as const)('%s is WeChat', (name) => {
    expect(isWechatBrowser(userAgents[name])).toBe(true);
  });

  it.each(['safariIphone', 'chromeAndroid', 'alipayApp', 'qqBrowser'] as const)('%s is not WeChat', (name) => {
    expect(isWechatBrowser(userAgents[name])).toBe(false);
  });

  it('an empty user agent is not WeChat', () => {
    expect(isWechatBrowser('')).toBe(false);
  });
});

describe('channelOptions', () => {
  it('inside WeChat offers WeChat Pay by JSAPI only: Alipay cannot open there', () => {
    expect(channelOptions(true).map((option) => [option.channel, option.label])).toEqual([['wechat_jsapi', '微信支付']]);
  });

  it('elsewhere offers WeChat Pay by H5 first (preselected) and Alipay WAP', () => {
    expect(channelOptions(false).map((option) => [option.channel, option.label])).toEqual([
      ['wechat_h5', '微信支付'],
      ['alipay_wap', '支付宝'],
    ]);
  });
});
