import { Col, Form, Input, Row } from 'antd';
import type { HomeContent } from '../../../../contract/content.ts';
import { ContentImageField, contentImageRule } from '../../components/content-image-field.tsx';
import { SortableList } from '../../components/sortable-list.tsx';
import { emptyImage } from './empty-image.ts';
import { IntroFields } from './intro-fields.tsx';
import { required } from './required-rule.ts';

export function TeamFields() {
  const form = Form.useFormInstance<HomeContent>();
  return (
    <>
      <IntroFields section="team" />
      <SortableList
        name={['team', 'members']}
        itemLabel="成员"
        titleOf={(index) => form.getFieldValue(['team', 'members', index, 'name']) || `成员 ${index + 1}`}
        newItem={() => ({ name: '', title: '', bio: '', photo: emptyImage() })}
        renderItem={(index) => (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item label="姓名" name={[index, 'name']} rules={required('姓名')}>
                <Input />
              </Form.Item>
              <Form.Item label="职务" name={[index, 'title']} rules={required('职务')}>
                <Input />
              </Form.Item>
              <Form.Item label="简介" name={[index, 'bio']} rules={required('简介')}>
                <Input.TextArea autoSize={{ minRows: 3 }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="照片" name={[index, 'photo']} rules={[contentImageRule]}>
                <ContentImageField />
              </Form.Item>
            </Col>
          </Row>
        )}
      />
    </>
  );
}
