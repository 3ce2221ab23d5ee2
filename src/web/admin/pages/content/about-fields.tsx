import { Col, Form, Input, Row, Typography } from 'antd';
import { ContentImageField, contentImageRule } from '../../components/content-image-field.tsx';
import { SortableList } from '../../components/sortable-list.tsx';
import { required } from './required-rule.ts';

export function AboutFields() {
  const contactFields = [
    ['company', '公司名称'],
    ['hotline', '客服热线'],
    ['serviceHours', '服务时间'],
    ['email', '电子邮箱'],
    ['address', '公司地址'],
    ['icp', '备案号'],
  ] as const;
  return (
    <>
      <Form.Item label="标题" name={['about', 'heading']} rules={required('标题')}>
        <Input />
      </Form.Item>
      <Typography.Text strong>公司介绍</Typography.Text>
      <div style={{ margin: '8px 0 16px' }}>
        <SortableList
          name={['about', 'story']}
          itemLabel="段落"
          hideable={false}
          newItem={() => ''}
          renderItem={(index) => (
            <Form.Item name={index} rules={required('段落')} style={{ marginBottom: 0 }}>
              <Input.TextArea autoSize={{ minRows: 2 }} />
            </Form.Item>
          )}
        />
      </div>
      <Row gutter={16}>
        <Col span={14}>
          {contactFields.map(([key, label]) => (
            <Form.Item key={key} label={label} name={['about', 'contact', key]} rules={required(label)}>
              <Input />
            </Form.Item>
          ))}
        </Col>
        <Col span={10}>
          <Form.Item label="公众号二维码" name={['about', 'contact', 'wechatQr']} rules={[contentImageRule]}>
            <ContentImageField />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
