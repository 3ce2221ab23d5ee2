import { Input, Space } from 'antd';
import type { ContentImage } from '../../../contract/content.ts';
import { ImageUpload } from './image-upload.tsx';

type Props = { value?: ContentImage; onChange?: (value: ContentImage) => void; previewWidth?: number };

/** A content image as a form control: the picture (upload keeps its pixel size) and its alt text. */
export function ContentImageField({ value, onChange, previewWidth = 120 }: Props) {
  const current: ContentImage = value ?? { src: '', width: 1, height: 1, alt: '' };
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <ImageUpload
        value={current.src || undefined}
        previewWidth={previewWidth}
        onUploaded={(upload) => onChange?.({ ...current, src: upload.url, width: upload.width, height: upload.height })}
      />
      <Input
        addonBefore="图片说明"
        value={current.alt}
        placeholder="图片的文字说明（读屏软件会读出）"
        onChange={(event) => onChange?.({ ...current, alt: event.target.value })}
      />
    </Space>
  );
}

/** An image field is complete when it has a picture and its description. */
export const contentImageRule = {
  validator: (_: unknown, value: ContentImage | undefined) =>
    value?.src && value.alt.trim() ? Promise.resolve() : Promise.reject(new Error('请上传图片并填写图片说明')),
};
