import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Col, Divider, Drawer, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { type AdminPlan, type PlanEdit, PLAN_DURATION_MAX_DAYS, PLAN_ID_PATTERN, planEditSchema } from '../../../contract/admin-catalog.ts';
import { stageLabels, stages } from '../../../contract/catalog.ts';
import { useCreatePlan, useEditPlan } from '../../api/admin/catalog.ts';
import { showApiError } from '../components/api-errors.ts';
import { fenToYuanText, readYuan } from '../components/format.ts';
import { ImageUpload } from '../components/image-upload.tsx';
import { MoneyInput, moneyFen, moneyRules } from '../components/money-field.tsx';
import { useSingleSubmit } from '../components/use-single-submit.ts';

type Values = {
  id?: string;
  title: string;
  subtitle: string;
  stage: PlanEdit['stage'];
  priceYuan: string;
  originalPriceYuan: string;
  durationDays: number;
  inclusions: string[];
  detailSections: { heading: string; text: string }[];
  faq: { question: string; answer: string }[];
  coverImage: string;
  onSale: boolean;
};

const FORM_FIELDS = [
  'id',
  'title',
  'subtitle',
  'stage',
  'priceYuan',
  'originalPriceYuan',
  'durationDays',
  'inclusions',
  'detailSections',
  'faq',
  'coverImage',
];

function valuesOf(plan: AdminPlan | null): Partial<Values> {
  if (!plan) return { stage: 'primary', durationDays: 30, inclusions: [''], detailSections: [], faq: [], onSale: false, subtitle: '' };
  return {
    title: plan.title,
    subtitle: plan.subtitle,
    stage: plan.stage,
    priceYuan: fenToYuanText(plan.priceFen),
    originalPriceYuan: fenToYuanText(plan.originalPriceFen),
    durationDays: plan.durationDays,
    inclusions: plan.inclusions,
    detailSections: plan.detailSections.map((section) => ({ heading: section.heading, text: section.paragraphs.join('\n') })),
    faq: plan.faq,
    coverImage: plan.coverImage,
    onSale: plan.onSale,
  };
}

function planOf(values: Values): PlanEdit {
  return {
    title: values.title,
    subtitle: values.subtitle ?? '',
    stage: values.stage,
    priceFen: moneyFen(values.priceYuan),
    originalPriceFen: moneyFen(values.originalPriceYuan),
    durationDays: values.durationDays,
    inclusions: (values.inclusions ?? []).map((line) => line.trim()).filter(Boolean),
    detailSections: (values.detailSections ?? []).map((section) => ({
      heading: section.heading,
      paragraphs: (section.text ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    })),
    faq: values.faq ?? [],
    coverImage: values.coverImage,
    onSale: values.onSale,
  };
}

/** The server names fen fields and paragraphs; the form has 元 fields and a text per section. */
function formField(field: string): string {
  return field
    .replace(/^priceFen/, 'priceYuan')
    .replace(/^originalPriceFen/, 'originalPriceYuan')
    .replace(/^(detailSections\.\d+)\.paragraphs(\.\d+)?$/, '$1.text');
}

/** Within what the contract takes for a plan's prices (the same limits the server checks). */
const planPriceLimit = (fen: number) => (planEditSchema.shape.priceFen.safeParse(fen).success ? null : '金额不能超过 ¥100,000');

type EditorProps = { plan: AdminPlan | 'new' | null; readOnly: boolean; onClose: () => void };

/** The plan editor in a drawer: new or existing, read-only for the service role; a fresh form for each plan opened. */
export function PlanEditor(props: EditorProps) {
  if (props.plan === null) return null;
  return <PlanEditorDrawer key={props.plan === 'new' ? 'new' : props.plan.id} {...props} />;
}

function PlanEditorDrawer({ plan, readOnly, onClose }: EditorProps) {
  const [form] = Form.useForm<Values>();
  const create = useCreatePlan();
  const edit = useEditPlan();
  const { message } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const existing = plan === 'new' ? null : plan;

  const onError = (error: Error) => {
    setFailure(
      showApiError(form, error, FORM_FIELDS, {
        fieldByCode: { PLAN_ID_TAKEN: 'id', PLAN_PRICE_ABOVE_ORIGINAL: 'originalPriceYuan', PLAN_COVER_IMAGE_INVALID: 'coverImage' },
        renameField: formField,
      }),
    );
  };

  const save = useSingleSubmit(form, (values: Values, settled) => {
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
        initialValues={valuesOf(existing)}
        onFinish={save.onFinish}
        onFinishFailed={save.onFinishFailed}
        disabled={readOnly}
        scrollToFirstError
      >
        <Row gutter={16}>
          {!existing && (
            <Col span={12}>
              <Form.Item
                label="套餐编号"
                name="id"
                extra="用于链接和订单，创建后不能修改"
                rules={[
                  { required: true, message: '请输入套餐编号' },
                  { pattern: PLAN_ID_PATTERN, message: '2–64 位小写字母、数字或 -' },
                ]}
              >
                <Input placeholder="如 junior-60" />
              </Form.Item>
            </Col>
          )}
          <Col span={12}>
            <Form.Item label="名称" name="title" rules={[{ required: true, whitespace: true, message: '请输入名称' }, { max: 60 }]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col span={existing ? 12 : 24}>
            <Form.Item label="副标题" name="subtitle" rules={[{ max: 120 }]}>
              <Input maxLength={120} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="学段" name="stage" rules={[{ required: true }]}>
              <Select options={stages.map((stage) => ({ value: stage, label: stageLabels[stage] }))} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="售价（元）" name="priceYuan" rules={moneyRules('请输入售价', planPriceLimit)}>
              <MoneyInput />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              label="原价（元）"
              name="originalPriceYuan"
              dependencies={['priceYuan']}
              rules={[
                ...moneyRules('请输入原价', planPriceLimit),
                ({ getFieldValue }) => ({
                  validator: async (_, text: string | undefined) => {
                    const original = readYuan(text ?? '');
                    const price = readYuan(String(getFieldValue('priceYuan') ?? ''));
                    if ('fen' in original && 'fen' in price && original.fen < price.fen) throw new Error('原价不能低于售价');
                  },
                }),
              ]}
            >
              <MoneyInput />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="服务时长（天）" name="durationDays" rules={[{ required: true, message: '请输入天数' }]}>
              <InputNumber min={1} max={PLAN_DURATION_MAX_DAYS} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={18}>
            <Form.Item label="封面图片" name="coverImage" rules={[{ required: true, message: '请上传封面图片' }]}>
              <ImageUpload disabled={readOnly} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="在售" name="onSale" valuePropName="checked">
              <Switch checkedChildren="上架" unCheckedChildren="下架" />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">服务内容</Divider>
        <Form.List name="inclusions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item
                    name={field.name}
                    rules={[{ required: true, whitespace: true, message: '请填写或删除这一项' }, { max: 200 }]}
                    style={{ width: 620 }}
                  >
                    <Input placeholder="如：个性化学习计划" />
                  </Form.Item>
                  {!readOnly && <Button type="text" icon={<DeleteOutlined />} aria-label="删除这一项" onClick={() => remove(field.name)} />}
                </Space>
              ))}
              {!readOnly && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} disabled={fields.length >= 20}>
                  添加一项
                </Button>
              )}
            </>
          )}
        </Form.List>

        <Divider titlePlacement="start">详情</Divider>
        <Form.List name="detailSections">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <div key={field.key} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '12px 12px 0', marginBottom: 12 }}>
                  <Space align="baseline" style={{ display: 'flex' }}>
                    <Form.Item
                      name={[field.name, 'heading']}
                      label="小标题"
                      rules={[{ required: true, whitespace: true, message: '请填写小标题' }, { max: 60 }]}
                      style={{ width: 620 }}
                    >
                      <Input />
                    </Form.Item>
                    {!readOnly && (
                      <Button type="text" icon={<DeleteOutlined />} aria-label="删除这一段" onClick={() => remove(field.name)} />
                    )}
                  </Space>
                  <Form.Item name={[field.name, 'text']} label="正文（每行一段）">
                    <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
                  </Form.Item>
                </div>
              ))}
              {!readOnly && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ heading: '', text: '' })} disabled={fields.length >= 20}>
                  添加一段详情
                </Button>
              )}
            </>
          )}
        </Form.List>

        <Divider titlePlacement="start">常见问题</Divider>
        <Form.List name="faq">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <div key={field.key} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '12px 12px 0', marginBottom: 12 }}>
                  <Space align="baseline" style={{ display: 'flex' }}>
                    <Form.Item
                      name={[field.name, 'question']}
                      label="问题"
                      rules={[{ required: true, whitespace: true, message: '请填写问题' }, { max: 200 }]}
                      style={{ width: 620 }}
                    >
                      <Input />
                    </Form.Item>
                    {!readOnly && (
                      <Button type="text" icon={<DeleteOutlined />} aria-label="删除这个问题" onClick={() => remove(field.name)} />
                    )}
                  </Space>
                  <Form.Item
                    name={[field.name, 'answer']}
                    label="回答"
                    rules={[{ required: true, whitespace: true, message: '请填写回答' }]}
                  >
                    <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
                  </Form.Item>
                </div>
              ))}
              {!readOnly && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ question: '', answer: '' })}
                  disabled={fields.length >= 30}
                >
                  添加问题
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
