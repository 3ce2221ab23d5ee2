import { Col, Form, Input, Row } from 'antd';
import { required } from './required-rule.ts';

/** A home section's 标题 and 简介, above its list. */
export function IntroFields({ section }: { section: string }) {
  return (
    <Row gutter={16}>
      <Col span={10}>
        <Form.Item label="标题" name={[section, 'heading']} rules={required('标题')}>
          <Input />
        </Form.Item>
      </Col>
      <Col span={14}>
        <Form.Item label="简介" name={[section, 'summary']} rules={required('简介')}>
          <Input />
        </Form.Item>
      </Col>
    </Row>
  );
}
