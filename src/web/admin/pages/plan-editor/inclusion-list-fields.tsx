import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';

/** 服务内容: one line per thing the plan includes, at most 20. */
export function InclusionListFields({ readOnly }: { readOnly: boolean }) {
  return (
    <Form.List name="inclusions">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
              <Form.Item
                name={field.name}
                rules={[{ required: true, whitespace: true, message: '请填写或删除这一项' }, { max: 200 }]}
                style={{ width: 620 }}
              >
                <Input placeholder="如：个性化学习计划" />
              </Form.Item>
              {!readOnly && <Button type="text" icon={<DeleteOutlined />} aria-label="删除这一项" onClick={() => remove(field.name)} />}
            </Space>
          ))}
          {!readOnly && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} disabled={fields.length >= 20}>
              添加一项
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
