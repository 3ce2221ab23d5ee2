import { PaymentResult } from '../payment/payment-result.tsx';

/** MobileStudentResult (style 4, 支付结果): Alipay's return, and any non-WeChat return. */
export function MobileStudentResultPage() {
  return <PaymentResult />;
}
