import { Col, Form, Input, InputNumber, Row } from 'antd';
import { ContentImageField, contentImageRule } from '../../components/content-image-field.tsx';
import { SortableList } from '../../components/sortable-list.tsx';
import { emptyImage } from './empty-image.ts';
import { IntroFields } from './intro-fields.tsx';
import { required } from './required-rule.ts';

export function HonorFields() {
  return (
    <>
      <IntroFields section="honors" />
      <SortableList
        name={['honors', 'items']}
        itemLabel="荣誉"
        newItem={() => ({ title: '', issuer: '', year: new Date().getFullYear(), image: emptyImage() })}
        renderItem={(index) => (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item label="名称" name={[index, 'title']} rules={required('名称')}>
                <Input />
              </Form.Item>
              <Form.Item label="颁发单位" name={[index, 'issuer']} rules={required('颁发单位')}>
                <Input />
              </Form.Item>
              <Form.Item label="年份" name={[index, 'year']} rules={[{ required: true, message: '请填写年份' }]}>
                <InputNumber min={1990} max={2100} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="图片" name={[index, 'image']} rules={[contentImageRule]}>
                <ContentImageField />
              </Form.Item>
            </Col>
          </Row>
        )}
      />
    </>
  );
}
