import { Card, Col, Form, Input, Row } from 'antd';
import type { AdminPictureGallery } from '../../../../contract/admin-content.ts';
import { useAdminGallery, usePublishGallery } from '../../../api/admin/content.ts';
import { ContentImageField, contentImageRule } from '../../components/content-image-field.tsx';
import { GalleryPreview } from '../../components/content-preview.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { SortableList } from '../../components/sortable-list.tsx';
import { ContentEditor } from './content-editor.tsx';
import { emptyImage } from './empty-image.ts';
import { required } from './required-rule.ts';

function newPictureId(): string {
  return `p-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** 图片展示: the picture gallery, categories of pictures. */
export function GalleryTab() {
  const gallery = useAdminGallery();
  if (gallery.isError) return <LoadError error={gallery.error} onRetry={() => void gallery.refetch()} />;
  if (!gallery.data) return <Card loading />;
  return <GalleryEditor key={gallery.data.version} document={gallery.data} onReload={() => void gallery.refetch()} />;
}

function GalleryEditor({ document, onReload }: { document: AdminPictureGallery; onReload: () => void }) {
  return (
    <ContentEditor
      document={document}
      onReload={onReload}
      publish={usePublishGallery()}
      name="图片展示"
      previewTitle="预览：图片展示（草稿）"
      publishedWhere="官网图片展示页"
      formFields={['categories']}
      fields={(form) => (
        <SortableList
          name={['categories']}
          itemLabel="分类"
          titleOf={(index) => form.getFieldValue(['categories', index, 'title']) || `分类 ${index + 1}`}
          newItem={() => ({ id: newPictureId(), title: '', pictures: [] })}
          renderItem={(category) => (
            <>
              <Form.Item label="分类名称" name={[category, 'title']} rules={required('分类名称')}>
                <Input style={{ maxWidth: 360 }} />
              </Form.Item>
              <SortableList
                name={[category, 'pictures']}
                itemLabel="图片"
                newItem={() => ({ id: newPictureId(), caption: '', image: emptyImage() })}
                renderItem={(picture) => (
                  <Row gutter={16}>
                    <Col span={14}>
                      <Form.Item label="图片" name={[picture, 'image']} rules={[contentImageRule]}>
                        <ContentImageField />
                      </Form.Item>
                    </Col>
                    <Col span={10}>
                      <Form.Item label="图片标题" name={[picture, 'caption']} rules={required('图片标题')}>
                        <Input />
                      </Form.Item>
                    </Col>
                  </Row>
                )}
              />
            </>
          )}
        />
      )}
      preview={(draft) => <GalleryPreview gallery={draft} />}
    />
  );
}
