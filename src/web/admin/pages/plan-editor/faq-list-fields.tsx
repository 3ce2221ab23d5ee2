import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';

/** 常见问题: questions and their answers, at most 30. */
export function FaqListFields({ readOnly }: { readOnly: boolean }) {
  return (
    <Form.List name="faq">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <div key={field.key} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '12px 12px 0', marginBottom: 12 }}>
              <Space align="baseline" style={{ display: 'flex' }}>
                <Form.Item
                  name={[field.name, 'question']}
                  label="问题"
                  rules={[{ required: true, whitespace: true, message: '请填写问题' }, { max: 200 }]}
                  style={{ width: 620 }}
                >
                  <Input />
                </Form.Item>
                {!readOnly && <Button type="text" icon={<DeleteOutlined />} aria-label="删除这个问题" onClick={() => remove(field.name)} />}
              </Space>
              <Form.Item name={[field.name, 'answer']} label="回答" rules={[{ required: true, whitespace: true, message: '请填写回答' }]}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
              </Form.Item>
            </div>
          ))}
          {!readOnly && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ question: '', answer: '' })} disabled={fields.length >= 30}>
              添加问题
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
