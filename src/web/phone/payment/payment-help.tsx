import { Dialog } from 'antd-mobile';
import { company } from '../../components/company-profile.ts';
import styles from './payment-help.module.css';

/** 遇到问题: who to call about a payment, with the order number to quote. */
export function showPaymentHelp(orderNo?: string) {
  void Dialog.alert({
    title: '支付遇到问题？',
    confirmText: '知道了',
    content: (
      <div className={styles.help}>
        <p>如果已扣款但订单仍显示未支付，请不要重复付款：支付结果确认可能有几分钟延迟，确认后服务会自动开通。</p>
        <p>仍有疑问请联系客服，我们会尽快为你处理。</p>
        <dl className={styles.contact}>
          {orderNo && (
            <>
              <dt>订单编号</dt>
              <dd className={styles.orderNo}>{orderNo}</dd>
            </>
          )}
          <dt>客服热线</dt>
          <dd>
            <a href={`tel:${company.hotline.replaceAll('-', '')}`}>{company.hotline}</a>
          </dd>
          <dt>服务时间</dt>
          <dd>{company.serviceHours}</dd>
          <dt>电子邮箱</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
        </dl>
      </div>
    ),
  });
}
