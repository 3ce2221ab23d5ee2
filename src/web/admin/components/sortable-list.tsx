import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Popconfirm, Space, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  /** The list's name path in the form. */
  name: (string | number)[];
  /** What one item is called (成员, 专利, …). */
  itemLabel: string;
  /** The item's own fields, under the item's name (a number inside the list). */
  renderItem: (index: number) => ReactNode;
  /** A new item's values. */
  newItem: () => unknown;
  /** Items have a `hidden` flag (显示 / 隐藏). */
  hideable?: boolean;
  /** A short title of an item for its card. */
  titleOf?: (index: number) => ReactNode;
};

/** A list of content items: each in a card with 上移, 下移, 显示/隐藏 and 删除, and 添加 at the end. */
export function SortableList({ name, itemLabel, renderItem, newItem, hideable = true, titleOf }: Props) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove, move }) => (
        <Flex vertical gap={12}>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={titleOf ? titleOf(field.name) : `${itemLabel} ${index + 1}`}
              extra={
                <Space size={4}>
                  {hideable && (
                    <Form.Item
                      noStyle
                      name={[field.name, 'hidden']}
                      valuePropName="checked"
                      getValueProps={(hidden: boolean | undefined) => ({ checked: !hidden })}
                      normalize={(shown: boolean) => !shown}
                    >
                      <Switch size="small" checkedChildren="显示" unCheckedChildren="隐藏" aria-label={`显示${itemLabel} ${index + 1}`} />
                    </Form.Item>
                  )}
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={`上移${itemLabel} ${index + 1}`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={`下移${itemLabel} ${index + 1}`}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                  <Popconfirm title={`删除这个${itemLabel}？`} okText="删除" cancelText="取消" onConfirm={() => remove(field.name)}>
                    <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除${itemLabel} ${index + 1}`} />
                  </Popconfirm>
                </Space>
              }
            >
              {renderItem(field.name)}
            </Card>
          ))}
          {fields.length === 0 && <Typography.Text type="secondary">还没有{itemLabel}</Typography.Text>}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newItem())}>
            添加{itemLabel}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
