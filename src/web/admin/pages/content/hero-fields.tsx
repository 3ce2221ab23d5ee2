import { Col, Form, Input, Row, Space, Typography } from 'antd';
import { HERO_TEXT_LIMITS } from '../../../../contract/admin-content.ts';
import { SortableList } from '../../components/sortable-list.tsx';
import { required } from './required-rule.ts';

/** Characters as the server counts them (an emoji is one). */
const characters = (text: string) => [...text].length;

/** The hero's limits (HERO_TEXT_LIMITS), said on the field before publishing. */
const atMost = (label: string, max: number) => ({
  validator: async (_: unknown, value: unknown) => {
    if (typeof value === 'string' && characters(value) > max) throw new Error(`${label}最多 ${max} 个字`);
  },
});

export function HeroFields() {
  return (
    <>
      <Form.Item label="主标题" name={['hero', 'headline']} rules={[...required('主标题'), atMost('主标题', HERO_TEXT_LIMITS.headline)]}>
        <Input count={{ show: true, max: HERO_TEXT_LIMITS.headline, strategy: characters }} />
      </Form.Item>
      <Form.Item
        label="副标题"
        name={['hero', 'subheadline']}
        rules={[...required('副标题'), atMost('副标题', HERO_TEXT_LIMITS.subheadline)]}
      >
        <Input.TextArea autoSize={{ minRows: 2 }} count={{ show: true, max: HERO_TEXT_LIMITS.subheadline, strategy: characters }} />
      </Form.Item>
      <Row gutter={16}>
        {(['primaryCta', 'secondaryCta'] as const).map((cta) => (
          <Col span={12} key={cta}>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item
                label={cta === 'primaryCta' ? '主按钮文字' : '次按钮文字'}
                name={['hero', cta, 'label']}
                rules={required('按钮文字')}
                style={{ width: '40%' }}
              >
                <Input />
              </Form.Item>
              <Form.Item label="链接" name={['hero', cta, 'href']} rules={required('链接')} style={{ width: '60%' }}>
                <Input />
              </Form.Item>
            </Space.Compact>
          </Col>
        ))}
      </Row>
      <Typography.Text strong>数据亮点</Typography.Text>
      <div style={{ marginTop: 8 }}>
        <SortableList
          name={['hero', 'highlights']}
          itemLabel="亮点"
          hideable={false}
          newItem={() => ({ value: '', label: '' })}
          renderItem={(index) => (
            <Row gutter={16}>
              <Col span={8}>
                <Form.Item label="数值" name={[index, 'value']} rules={required('数值')}>
                  <Input placeholder="如 10万+" />
                </Form.Item>
              </Col>
              <Col span={16}>
                <Form.Item label="说明" name={[index, 'label']} rules={required('说明')}>
                  <Input placeholder="如 服务学员" />
                </Form.Item>
              </Col>
            </Row>
          )}
        />
      </div>
    </>
  );
}
