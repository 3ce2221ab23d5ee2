import { useMemo } from 'react';
import { channelOptions, isWechatBrowser } from './payment-channels.ts';

/** The payment channels this browser can use; the first is preselected. */
export function useChannelOptions() {
  return useMemo(() => {
    const inWechat = isWechatBrowser(navigator.userAgent);
    return { inWechat, options: channelOptions(inWechat) };
  }, []);
}
