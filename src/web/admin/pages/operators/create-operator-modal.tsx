import { App, Form, Input, Modal, Select } from 'antd';
import type { OperatorCredentials, OperatorRole } from '../../../../contract/admin.ts';
import { useCreateOperator } from '../../../api/admin/operators.ts';
import { showApiError } from '../../components/api-errors.ts';
import { useSingleSubmit } from '../../components/use-single-submit.ts';
import { roleOptions } from './role-options.ts';

/** 新建操作员: a name and a role; the created operator's one-time password goes to onCreated. */
export function CreateOperatorModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (value: OperatorCredentials) => void;
}) {
  const [form] = Form.useForm<{ name: string; role: OperatorRole }>();
  const create = useCreateOperator();
  const { message } = App.useApp();
  // A double click on 创建 creates once: the second click would otherwise be refused as OPERATOR_NAME_TAKEN and its
  // error would replace the first one's one-time password, which is shown only once.
  const submission = useSingleSubmit(form, (values: { name: string; role: OperatorRole }, settled) =>
    create.mutate(values, {
      onSettled: settled,
      onSuccess: onCreated,
      onError: (error) => {
        const general = showApiError(form, error, ['name', 'role'], { fieldByCode: { OPERATOR_NAME_TAKEN: 'name' } });
        if (general) void message.error(general);
      },
    }),
  );
  return (
    <Modal
      open={open}
      title="新建操作员"
      okText="创建"
      cancelText="取消"
      confirmLoading={submission.busy}
      onCancel={onClose}
      onOk={submission.submit}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ role: 'service' }}
        onFinish={submission.onFinish}
        onFinishFailed={submission.onFinishFailed}
      >
        <Form.Item
          label="账号"
          name="name"
          extra="2–32 位小写字母、数字或 . _ -"
          rules={[
            { required: true, message: '请输入账号' },
            { pattern: /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,31}$/, message: '账号为 2–32 位字母、数字或 . _ -，以字母或数字开头' },
          ]}
        >
          <Input placeholder="如 zhangsan" autoComplete="off" />
        </Form.Item>
        <Form.Item label="角色" name="role" rules={[{ required: true }]}>
          <Select options={roleOptions} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
