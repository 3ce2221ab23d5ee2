import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PayOrderRequest } from '../../../contract/orders.ts';
import { ApiError } from '../../api/client.ts';
import { orderQueryKey } from '../../api/orders/get-order.ts';
import { usePayOrder } from '../../api/orders/pay-order.ts';
import { ensureWeixinJSBridge, requestWechatPayment, WechatBridgeError } from './wechat-jsapi.ts';

const messageOf = (error: unknown) =>
  error instanceof ApiError || error instanceof WechatBridgeError ? error.message : '发起支付失败，请稍后重试';

/**
 * Starts paying one order and does what the server answers: go to a cashier (or WeChat's OAuth page), or open
 * WeChat's JSAPI cashier. Only one attempt runs at a time. Success in WeChat's cashier is only a hint: the result
 * page asks the server.
 */
export function usePaymentLauncher(orderNo: string) {
  const { mutateAsync: requestPayment } = usePayOrder();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // Back from a cashier, the browser may show this page as it was left (bfcache), still busy: let it pay again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const pay = useCallback(
    async (request: PayOrderRequest) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setError(null);
      let leaving = false;
      try {
        const action = await requestPayment({ orderNo, ...request });
        if (action.kind === 'redirect') {
          leaving = true;
          window.location.assign(action.url);
          return;
        }
        const bridge = await ensureWeixinJSBridge(action.bridgeScriptUrl);
        const outcome = await requestWechatPayment(bridge, action.params);
        if (outcome === 'ok') {
          leaving = true;
          navigate(`/mobile/student/wxResult?orderNo=${encodeURIComponent(orderNo)}`, { replace: true });
        } else if (outcome === 'cancel') {
          Toast.show({ content: '已取消支付' });
        } else {
          Toast.show({ content: '支付未完成，请重试' });
        }
      } catch (caught) {
        setError(messageOf(caught));
        // Paid, closed or timed out meanwhile: show the order as it now is.
        if (caught instanceof ApiError && caught.code === 'ORDER_NOT_PAYABLE') {
          void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderNo) });
        }
      } finally {
        if (!leaving) {
          running.current = false;
          setBusy(false);
        }
      }
    },
    [navigate, orderNo, queryClient, requestPayment],
  );

  return { pay, busy, error };
}
