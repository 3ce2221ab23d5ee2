import { EyeOutlined, ReloadOutlined, SendOutlined } from '@ant-design/icons';
import { App, Button, Card, Drawer, Form, Space, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { type ReactNode, useState } from 'react';
import { formatDateTime } from '../../components/format.ts';
import { PublishFailure, type PublishFailureState, publishFailureOf } from './publish-failure.tsx';

/** 发布 one content document: its form, 放弃修改 / 预览 / 发布, the draft previewed in a drawer, a refused publish shown. */
export function ContentEditor<T extends object>({
  document,
  onReload,
  publish,
  name,
  previewTitle,
  publishedWhere,
  formFields,
  fields,
  preview: renderPreview,
}: {
  document: { content: T; version: string; updatedAt: string };
  onReload: () => void;
  publish: { mutateAsync: (update: { content: T; version: string }) => Promise<unknown>; isPending: boolean };
  /** What is published (首页内容, 图片展示). */
  name: string;
  /** The preview drawer's title. */
  previewTitle: string;
  /** Where visitors see it once published. */
  publishedWhere: string;
  /** The top-level fields the server may name in an error. */
  formFields: readonly string[];
  fields: (form: FormInstance<T>) => ReactNode;
  preview: (draft: T) => ReactNode;
}) {
  const [form] = Form.useForm<T>();
  const { message, modal } = App.useApp();
  const [preview, setPreview] = useState<T | null>(null);
  const [failure, setFailure] = useState<PublishFailureState | null>(null);

  /** Every field checked, then the whole draft (the store holds the fields of closed panels too). */
  const validated = (then: (content: T) => void) =>
    void form.validateFields({ recursive: true }).then(
      () => then(form.getFieldsValue(true) as T),
      () => message.warning('请先修正标红的内容'),
    );

  const doPublish = (content: T) =>
    modal.confirm({
      title: `发布${name}？`,
      content: `发布后${publishedWhere}立即更新。`,
      okText: '发布',
      cancelText: '取消',
      onOk: () =>
        publish.mutateAsync({ content, version: document.version }).then(
          () => {
            setFailure(null);
            setPreview(null);
            void message.success('已发布');
          },
          (error: unknown) => {
            setPreview(null);
            setFailure(publishFailureOf(form, error, formFields));
          },
        ),
    });

  return (
    <>
      <Card
        title={<Typography.Text type="secondary">当前版本发布于 {formatDateTime(document.updatedAt)}</Typography.Text>}
        extra={
          <Space>
            <Button icon={<ReloadOutlined />} onClick={onReload}>
              放弃修改
            </Button>
            <Button icon={<EyeOutlined />} onClick={() => validated(setPreview)}>
              预览
            </Button>
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={publish.isPending}
              onClick={() => validated((content) => void doPublish(content))}
            >
              发布
            </Button>
          </Space>
        }
      >
        <PublishFailure failure={failure} onReload={onReload} />
        <Form form={form} layout="vertical" initialValues={document.content} scrollToFirstError>
          {fields(form)}
        </Form>
      </Card>
      <Drawer
        open={preview !== null}
        onClose={() => setPreview(null)}
        size={1100}
        title={previewTitle}
        extra={
          <Button type="primary" icon={<SendOutlined />} loading={publish.isPending} onClick={() => preview && void doPublish(preview)}>
            发布
          </Button>
        }
      >
        {preview && renderPreview(preview)}
      </Drawer>
    </>
  );
}
