import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';
import { UPLOAD_MAX_BYTES, type Upload as UploadedImage, uploadContentTypes } from '../../../contract/admin-catalog.ts';
import { uploadImage } from '../../api/admin/catalog.ts';

type Props = {
  /** The image's URL (an upload or a shipped image). */
  value?: string;
  onChange?: (url: string) => void;
  /** Told the uploaded image's pixel size, for content images that keep theirs. */
  onUploaded?: (upload: UploadedImage) => void;
  disabled?: boolean;
  previewWidth?: number;
};

/** A picture field: its preview and 上传图片 (PNG, JPEG or WebP up to 2 MB, sent as it is to /api/admin/uploads). */
export function ImageUpload({ value, onChange, onUploaded, disabled, previewWidth = 160 }: Props) {
  const [uploading, setUploading] = useState(false);
  const { message } = App.useApp();
  return (
    <Space align="start" size={16}>
      {value ? (
        <Image src={value} width={previewWidth} style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid #f0f0f0' }} alt="预览" />
      ) : (
        <div
          style={{
            width: previewWidth,
            height: previewWidth * 0.6,
            border: '1px dashed #d9d9d9',
            borderRadius: 6,
            display: 'grid',
            placeItems: 'center',
            color: '#999',
          }}
        >
          暂无图片
        </div>
      )}
      {!disabled && (
        <Upload
          accept={uploadContentTypes.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            if (!(uploadContentTypes as readonly string[]).includes(file.type)) {
              void message.error('只能上传 PNG、JPEG 或 WebP 格式的图片');
              return Upload.LIST_IGNORE;
            }
            if (file.size > UPLOAD_MAX_BYTES) {
              void message.error('图片不能超过 2 MB');
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            if (!(file instanceof Blob)) return;
            setUploading(true);
            uploadImage(file)
              .then((uploaded) => {
                onChange?.(uploaded.url);
                onUploaded?.(uploaded);
                onSuccess?.(uploaded);
              })
              .catch((error: unknown) => {
                void message.error(error instanceof Error ? error.message : '上传失败');
                onError?.(error instanceof Error ? error : new Error('上传失败'));
              })
              .finally(() => setUploading(false));
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {value ? '更换图片' : '上传图片'}
          </Button>
        </Upload>
      )}
    </Space>
  );
}
