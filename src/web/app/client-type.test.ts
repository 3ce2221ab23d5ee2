import { describe, expect, it } from 'vitest';
import { type ClientType, detectClientType } from './client-type.ts';

const userAgents = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  huaweiHarmony:
    'Mozilla/5.0 (Phone; OpenHarmony 4.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.3.300',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPadOsDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
} as const;

type Case = [name: keyof typeof userAgents, width: number, expected: ClientType, maxTouchPoints?: number];

const cases: Case[] = [
  // Phones are narrow, so width decides.
  ['iPhone', 390, 'phone'],
  ['androidPhone', 412, 'phone'],
  ['huaweiHarmony', 360, 'phone'],
  ['wechatAndroid', 393, 'phone'],
  ['wechatIphone', 375, 'phone'],
  // A phone in landscape is wider than 767 but still a mobile user agent: the desktop set, as pad.
  ['iPhone', 844, 'pad'],
  ['wechatIphone', 812, 'pad'],
  // Tablets.
  ['iPad', 1024, 'pad'],
  ['iPad', 768, 'pad'],
  ['iPadOsDesktopMode', 1024, 'pad', 5],
  ['androidTablet', 1280, 'pad'],
  ['androidTablet', 800, 'pad'],
  // A tablet split-screen narrower than 768 is a phone.
  ['iPad', 507, 'phone'],
  // Desktops.
  ['chromeWindows', 1280, 'pc'],
  ['safariMac', 1440, 'pc'],
  ['safariMac', 1440, 'pc', 0],
  ['edgeWindows', 1920, 'pc'],
  ['chromeLinux', 768, 'pc'],
  // A narrow desktop window is a phone: width wins.
  ['chromeWindows', 760, 'phone'],
  ['chromeWindows', 767, 'phone'],
  ['edgeWindows', 320, 'phone'],
];

describe('detectClientType', () => {
  it.each(cases)('%s at %i px is %s', (name, width, expected, maxTouchPoints) => {
    expect(detectClientType({ userAgent: userAgents[name], width, maxTouchPoints })).toBe(expected);
  });

  it('defaults to pc for an unknown or empty user agent', () => {
    expect(detectClientType({ userAgent: '', width: 1024 })).toBe('pc');
    expect(detectClientType({ userAgent: 'curl/8.5.0', width: 1024 })).toBe('pc');
  });
});
