import { App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { ADMIN_NOTE_MAX, type AdminLearner, SERVICE_EXTENSION_MAX_DAYS } from '../../../../contract/admin-operations.ts';
import { useExtendService } from '../../../api/admin/learners.ts';
import { showApiError } from '../../components/api-errors.ts';
import { formatDate } from '../../components/format.ts';

/** 延长服务: days and a reason; from the current end when the service is running, else from now. */
export function ExtendServiceDialog({ learner, onClose }: { learner: AdminLearner | null; onClose: () => void }) {
  const [form] = Form.useForm<{ days: number; reason: string }>();
  const extend = useExtendService();
  const { message } = App.useApp();
  return (
    <Modal
      open={learner !== null}
      title={`延长服务 · ${learner?.name ?? ''}`}
      okText="延长"
      cancelText="取消"
      confirmLoading={extend.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {learner?.service?.active ? `从当前到期日 ${formatDate(learner.service.endsAt)} 起顺延。` : '服务未在进行中：从现在开始计算。'}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => {
          if (!learner) return;
          extend.mutate(
            { learnerId: learner.id, ...values },
            {
              onSuccess: ({ service }) => {
                void message.success(`已延长 ${values.days} 天，新的到期日 ${formatDate(service.endsAt)}`);
                onClose();
              },
              onError: (error) => {
                const general = showApiError(form, error, ['days', 'reason']);
                if (general) void message.error(general);
              },
            },
          );
        }}
      >
        <Form.Item label="延长天数" name="days" rules={[{ required: true, message: '请输入天数' }]}>
          <InputNumber min={1} max={SERVICE_EXTENSION_MAX_DAYS} precision={0} addonAfter="天" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          label="原因"
          name="reason"
          rules={[
            { required: true, whitespace: true, message: '请填写原因' },
            { max: ADMIN_NOTE_MAX, message: `最多 ${ADMIN_NOTE_MAX} 个字` },
          ]}
        >
          <Input.TextArea rows={3} maxLength={ADMIN_NOTE_MAX} showCount placeholder="如：系统故障补偿" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
