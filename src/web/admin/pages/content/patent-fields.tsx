import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { ContentImageField, contentImageRule } from '../../components/content-image-field.tsx';
import { SortableList } from '../../components/sortable-list.tsx';
import { emptyImage } from './empty-image.ts';
import { IntroFields } from './intro-fields.tsx';
import { required } from './required-rule.ts';

const PATENT_KINDS = ['发明专利', '实用新型专利', '软件著作权', '认证'] as const;

export function PatentFields() {
  return (
    <>
      <IntroFields section="patents" />
      <SortableList
        name={['patents', 'items']}
        itemLabel="证书"
        newItem={() => ({ kind: '发明专利', title: '', number: '', date: dayjs().format('YYYY-MM-DD'), image: emptyImage() })}
        renderItem={(index) => (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item label="类型" name={[index, 'kind']} rules={[{ required: true }]}>
                <Select options={PATENT_KINDS.map((kind) => ({ value: kind, label: kind }))} />
              </Form.Item>
              <Form.Item label="名称" name={[index, 'title']} rules={required('名称')}>
                <Input />
              </Form.Item>
              <Form.Item label="编号" name={[index, 'number']} rules={required('编号')}>
                <Input />
              </Form.Item>
              <Form.Item
                label="日期"
                name={[index, 'date']}
                rules={[{ required: true, message: '请选择日期' }]}
                getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : undefined })}
                normalize={(value: dayjs.Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined)}
              >
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="证书图片" name={[index, 'image']} rules={[contentImageRule]}>
                <ContentImageField />
              </Form.Item>
            </Col>
          </Row>
        )}
      />
    </>
  );
}
