import type { PaymentChannel } from '../../../contract/orders.ts';
import { ChoiceList } from '../components/choice-list.tsx';
import { ALIPAY_IN_WECHAT_HINT, type ChannelOption } from './payment-channels.ts';
import styles from './payment-channel-picker.module.css';

type Props = {
  options: ChannelOption[];
  inWechat: boolean;
  value: PaymentChannel;
  onChange: (channel: PaymentChannel) => void;
};

/** 支付方式: WeChat Pay first; inside WeChat, a note on why Alipay is missing. */
export function PaymentChannelPicker({ options, inWechat, value, onChange }: Props) {
  return (
    <ChoiceList
      name="payment-channel"
      legend="支付方式"
      value={value}
      onChange={onChange}
      choices={options.map((option) => ({
        value: option.channel,
        label: option.label,
        icon: option.brand === 'wechat' ? <WechatPayIcon /> : <AlipayIcon />,
      }))}
    >
      {inWechat && <p className={styles.hint}>{ALIPAY_IN_WECHAT_HINT}</p>}
    </ChoiceList>
  );
}

function WechatPayIcon() {
  return (
    <svg viewBox="0 0 28 28" width="28" height="28" aria-hidden="true">
      <rect width="28" height="28" rx="7" fill="#09bb07" />
      <path
        fill="#fff"
        d="M11.6 7C7.9 7 5 9.5 5 12.6c0 1.8 1 3.3 2.5 4.4l-.6 1.9 2.2-1.1c.8.2 1.6.4 2.5.4h.6a4.9 4.9 0 0 1-.2-1.4c0-3 2.8-5.3 6.2-5.3h.6C18.2 8.9 15.2 7 11.6 7Zm-2.3 3.1a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8Zm4.7 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8Zm4.7 2.4c-2.9 0-5.3 2-5.3 4.4s2.4 4.4 5.3 4.4c.6 0 1.2-.1 1.8-.3l1.8.9-.5-1.6c1.3-.8 2.1-2 2.1-3.4 0-2.4-2.3-4.4-5.2-4.4Zm-1.8 2.5a.7.7 0 1 1 0 1.5.7.7 0 0 1 0-1.5Zm3.6 0a.7.7 0 1 1 0 1.5.7.7 0 0 1 0-1.5Z"
      />
    </svg>
  );
}

function AlipayIcon() {
  return (
    <svg viewBox="0 0 28 28" width="28" height="28" aria-hidden="true">
      <rect width="28" height="28" rx="7" fill="#1677ff" />
      <text
        x="14"
        y="19.5"
        textAnchor="middle"
        fontSize="15"
        fontWeight="700"
        fill="#fff"
        fontFamily="'PingFang SC','Noto Sans CJK SC',sans-serif"
      >
        支
      </text>
    </svg>
  );
}
