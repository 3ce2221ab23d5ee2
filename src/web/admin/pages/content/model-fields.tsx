import { Col, Form, Input, Row } from 'antd';
import { SortableList } from '../../components/sortable-list.tsx';
import { IntroFields } from './intro-fields.tsx';
import { required } from './required-rule.ts';

export function ModelFields() {
  return (
    <>
      <IntroFields section="model" />
      <SortableList
        name={['model', 'steps']}
        itemLabel="步骤"
        newItem={() => ({ title: '', description: '' })}
        renderItem={(index) => (
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item label="名称" name={[index, 'title']} rules={required('名称')}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item label="说明" name={[index, 'description']} rules={required('说明')}>
                <Input.TextArea autoSize={{ minRows: 1 }} />
              </Form.Item>
            </Col>
          </Row>
        )}
      />
    </>
  );
}
