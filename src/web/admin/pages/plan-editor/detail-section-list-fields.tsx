import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';

/** 详情: sections of a heading and a text (one paragraph a line), at most 20. */
export function DetailSectionListFields({ readOnly }: { readOnly: boolean }) {
  return (
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
                {!readOnly && <Button type="text" icon={<DeleteOutlined />} aria-label="删除这一段" onClick={() => remove(field.name)} />}
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
  );
}
