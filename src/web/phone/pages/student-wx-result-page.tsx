import { PaymentResult } from '../payment/payment-result.tsx';

/** MobileStudentWxResult (style 4, 支付结果): WeChat Pay's return (JSAPI and H5), which itself carries no result. */
export function MobileStudentWxResultPage() {
  return <PaymentResult />;
}
