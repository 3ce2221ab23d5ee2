import type { ClientType } from '../stores/client-type.ts';

export type { ClientType };

export const PHONE_MAX_WIDTH = 767;

// Phones and tablets of every common make, and the in-app browsers (WeChat, QQ, Alipay) that run on them.
const mobileOrTablet =
  /Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|webOS|BlackBerry|BB10|IEMobile|Windows Phone|Opera Mini|HarmonyOS|OpenHarmony|MicroMessenger|MQQBrowser|AlipayClient/i;

export type ClientEnvironment = {
  userAgent: string;
  /** The viewport width in CSS pixels. */
  width: number;
  /** navigator.maxTouchPoints: iPadOS 13+ reports a Mac user agent but a touch screen. */
  maxTouchPoints?: number;
};

/** pc by default; a mobile or tablet user agent gives pad; a width below 768 gives phone (width wins). */
export function detectClientType({ userAgent, width, maxTouchPoints = 0 }: ClientEnvironment): ClientType {
  if (width <= PHONE_MAX_WIDTH) return 'phone';
  const isIpadAsMac = /Macintosh/.test(userAgent) && maxTouchPoints > 1;
  if (mobileOrTablet.test(userAgent) || isIpadAsMac) return 'pad';
  return 'pc';
}

const CLIENT_TYPES: readonly ClientType[] = ['pc', 'pad', 'phone'];

/** Detects the client type once at start, stores it in localStorage `clientType` and as a class on <body>. */
export function applyClientType(): ClientType {
  const clientType = detectClientType({
    userAgent: navigator.userAgent,
    width: window.innerWidth || document.documentElement.clientWidth,
    maxTouchPoints: navigator.maxTouchPoints,
  });
  try {
    localStorage.setItem('clientType', clientType);
  } catch {
    // Private mode or storage disabled: the class on <body> still tells the page what it is.
  }
  document.body.classList.remove(...CLIENT_TYPES);
  document.body.classList.add(clientType);
  return clientType;
}
