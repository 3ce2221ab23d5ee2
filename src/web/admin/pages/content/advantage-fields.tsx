import { Col, Form, Input, Row, Select } from 'antd';
import { SortableList } from '../../components/sortable-list.tsx';
import { IntroFields } from './intro-fields.tsx';
import { required } from './required-rule.ts';

const ADVANTAGE_ICONS = ['target', 'clock', 'chat', 'report', 'shield', 'spark', 'book', 'chart'];

export function AdvantageFields() {
  return (
    <>
      <IntroFields section="advantages" />
      <SortableList
        name={['advantages', 'items']}
        itemLabel="优势"
        newItem={() => ({ icon: 'target', title: '', description: '' })}
        renderItem={(index) => (
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item label="图标" name={[index, 'icon']} rules={required('图标')}>
                <Select options={ADVANTAGE_ICONS.map((icon) => ({ value: icon, label: icon }))} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="名称" name={[index, 'title']} rules={required('名称')}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={12}>
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
