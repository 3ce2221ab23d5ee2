import { EyeOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { ADMIN_NOTE_MAX, type AdminAccount } from '../../../../contract/admin-operations.ts';
import { useRevealPhone } from '../../../api/admin/learners.ts';

/** The masked phone, and 显示完整号码 behind a reason (each reveal is audited). */
export function PhoneWithReveal({ account }: { account: AdminAccount }) {
  const [asking, setAsking] = useState(false);
  const [revealed, setRevealed] = useState<string | null>(null);
  const reveal = useRevealPhone();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Space>
      <Typography.Text copyable={revealed ? { text: revealed } : false} data-testid="account-phone">
        {revealed ?? account.phone}
      </Typography.Text>
      {!revealed && (
        <Button size="small" icon={<EyeOutlined />} onClick={() => setAsking(true)}>
          显示完整号码
        </Button>
      )}
      <Modal
        open={asking}
        title="显示完整号码"
        okText="显示"
        cancelText="取消"
        confirmLoading={reveal.isPending}
        onOk={() => form.submit()}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">查看完整号码会记录在审计日志中，请说明原因。</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={({ reason }) =>
            reveal.mutate(
              { accountId: account.id, reason },
              {
                onSuccess: ({ phone }) => {
                  setRevealed(phone);
                  setAsking(false);
                },
                onError: (error) => form.setFields([{ name: 'reason', errors: [error.message] }]),
              },
            )
          }
        >
          <Form.Item
            label="原因"
            name="reason"
            rules={[
              { required: true, whitespace: true, message: '请填写原因' },
              { max: ADMIN_NOTE_MAX, message: `最多 ${ADMIN_NOTE_MAX} 个字` },
            ]}
          >
            <Input.TextArea rows={2} maxLength={ADMIN_NOTE_MAX} placeholder="如：用户来电要求核对订单" />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
