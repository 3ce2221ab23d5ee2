import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { PLAN_DURATION_MAX_DAYS, PLAN_ID_PATTERN, planEditSchema } from '../../../../contract/admin-catalog.ts';
import { stageLabels, stages } from '../../../../contract/catalog.ts';
import { readYuan } from '../../components/format.ts';
import { ImageUpload } from '../../components/image-upload.tsx';
import { MoneyInput, moneyRules } from '../../components/money-field.tsx';

/** Within what the contract takes for a plan's prices (the same limits the server checks). */
const planPriceLimit = (fen: number) => (planEditSchema.shape.priceFen.safeParse(fen).success ? null : '金额不能超过 ¥100,000');

/** 套餐编号 (a new plan only), name, stage, prices, duration, cover and 在售. */
export function PlanBasicsFields({ isNew, readOnly }: { isNew: boolean; readOnly: boolean }) {
  return (
    <Row gutter={16}>
      {isNew && (
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
      <Col span={isNew ? 24 : 12}>
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
  );
}
