import { Alert, App, Button, Divider, Drawer, Form, Space } from 'antd';
import { useState } from 'react';
import type { AdminPlan } from '../../../contract/admin-catalog.ts';
import { useCreatePlan, useEditPlan } from '../../api/admin/catalog.ts';
import { showApiError } from '../components/api-errors.ts';
import { useSingleSubmit } from '../components/use-single-submit.ts';
import { DetailSectionListFields } from './plan-editor/detail-section-list-fields.tsx';
import { FaqListFields } from './plan-editor/faq-list-fields.tsx';
import { InclusionListFields } from './plan-editor/inclusion-list-fields.tsx';
import { PlanBasicsFields } from './plan-editor/plan-basics-fields.tsx';
import { PLAN_FORM_FIELDS, type PlanFormValues, formField, planFormValuesOf, planOf } from './plan-editor/plan-form-values.ts';

type EditorProps = { plan: AdminPlan | 'new' | null; readOnly: boolean; onClose: () => void };

/** The plan editor in a drawer: new or existing, read-only for the service role; a fresh form for each plan opened. */
export function PlanEditor(props: EditorProps) {
  if (props.plan === null) return null;
  return <PlanEditorDrawer key={props.plan === 'new' ? 'new' : props.plan.id} {...props} />;
}

function PlanEditorDrawer({ plan, readOnly, onClose }: EditorProps) {
  const [form] = Form.useForm<PlanFormValues>();
  const create = useCreatePlan();
  const edit = useEditPlan();
  const { message } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const existing = plan === 'new' ? null : plan;

  const onError = (error: Error) => {
    setFailure(
      showApiError(form, error, PLAN_FORM_FIELDS, {
        fieldByCode: { PLAN_ID_TAKEN: 'id', PLAN_PRICE_ABOVE_ORIGINAL: 'originalPriceYuan', PLAN_COVER_IMAGE_INVALID: 'coverImage' },
        renameField: formField,
      }),
    );
  };

  const save = useSingleSubmit(form, (values: PlanFormValues, settled) => {
    setFailure(null);
    const saved = () => {
      void message.success(existing ? '已保存' : '已创建');
      onClose();
    };
    const callbacks = { onSuccess: saved, onError, onSettled: settled };
    if (existing) edit.mutate({ id: existing.id, plan: planOf(values) }, callbacks);
    else create.mutate({ id: values.id ?? '', ...planOf(values) }, callbacks);
  });

  return (
    <Drawer
      open
      onClose={onClose}
      size={760}
      title={readOnly ? `查看套餐 · ${existing?.title ?? ''}` : existing ? `编辑套餐 · ${existing.title}` : '新建套餐'}
      extra={
        !readOnly && (
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={save.busy} onClick={save.submit}>
              保存
            </Button>
          </Space>
        )
      }
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={planFormValuesOf(existing)}
        onFinish={save.onFinish}
        onFinishFailed={save.onFinishFailed}
        disabled={readOnly}
        scrollToFirstError
      >
        <PlanBasicsFields isNew={!existing} readOnly={readOnly} />

        <Divider titlePlacement="start">服务内容</Divider>
        <InclusionListFields readOnly={readOnly} />

        <Divider titlePlacement="start">详情</Divider>
        <DetailSectionListFields readOnly={readOnly} />

        <Divider titlePlacement="start">常见问题</Divider>
        <FaqListFields readOnly={readOnly} />
      </Form>
    </Drawer>
  );
}
