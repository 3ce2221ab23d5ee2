import { EyeOutlined, ReloadOutlined, SendOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Collapse,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Tabs,
  Typography,
} from 'antd';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { type AdminHomeContent, type AdminPictureGallery, HERO_TEXT_LIMITS } from '../../../contract/admin-content.ts';
import { type HomeContent, homeSectionTitles } from '../../../contract/content.ts';
import { useAdminGallery, useAdminHomeContent, usePublishGallery, usePublishHomeContent } from '../../api/admin/content.ts';
import { ApiError } from '../../api/client.ts';
import { showApiError } from '../components/api-errors.ts';
import { ContentImageField, contentImageRule } from '../components/content-image-field.tsx';
import { GalleryPreview, HomeContentPreview } from '../components/content-preview.tsx';
import { formatDateTime } from '../components/format.ts';
import { LoadError } from '../components/load-error.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { RequireRole } from '../components/require-role.tsx';
import { SortableList } from '../components/sortable-list.tsx';

const required = (label: string) => [{ required: true, whitespace: true, message: `请填写${label}` }];
const emptyImage = () => ({ src: '', width: 1, height: 1, alt: '' });
const PATENT_KINDS = ['发明专利', '实用新型专利', '软件著作权', '认证'] as const;
const ADVANTAGE_ICONS = ['target', 'clock', 'chat', 'report', 'shield', 'spark', 'book', 'chart'];
const HOME_FIELDS = ['hero', 'team', 'patents', 'model', 'advantages', 'honors', 'about'];

/** 内容 (admins): the home page's sections and the picture gallery, previewed as a draft, then 发布. */
export function ContentPage() {
  return (
    <RequireRole roles={['admin']}>
      <PageHeader title="内容" subTitle="编辑官网首页各板块和图片展示；预览确认后发布，公开页面立即更新" />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'home', label: '首页内容', children: <HomeContentTab /> },
          { key: 'pictures', label: '图片展示', children: <GalleryTab /> },
        ]}
      />
    </RequireRole>
  );
}

/** 发布 failed: said above the form, with 重新加载 when someone else published meanwhile. */
type PublishFailureState = { text: string; conflict: boolean };

/** Where a refused publish is shown: on the field it names, else above the form (with 重新加载 when someone published meanwhile). */
function publishFailureOf<T>(form: FormInstance<T>, error: unknown, fields: readonly string[]): PublishFailureState | null {
  const conflict = error instanceof ApiError && error.code === 'CONTENT_CHANGED';
  // The server names fields inside `content`; the form holds the content itself.
  const general = showApiError(form, error, fields, { renameField: (field) => field.replace(/^content\./, '') });
  return general || conflict ? { text: general ?? (error instanceof Error ? error.message : '发布失败'), conflict } : null;
}

function PublishFailure({ failure, onReload }: { failure: PublishFailureState | null; onReload: () => void }) {
  if (!failure) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={failure.text}
      description={failure.conflict ? '重新加载会显示最新发布的内容，你的修改需要重新填写。' : undefined}
      action={failure.conflict ? <Button onClick={onReload}>重新加载</Button> : undefined}
      style={{ marginBottom: 16 }}
    />
  );
}

function HomeContentTab() {
  const home = useAdminHomeContent();
  if (home.isError) return <LoadError error={home.error} onRetry={() => void home.refetch()} />;
  if (!home.data) return <Card loading />;
  return <HomeContentEditor key={home.data.version} document={home.data} onReload={() => void home.refetch()} />;
}

/** 发布 one content document: its form, 放弃修改 / 预览 / 发布, the draft previewed in a drawer, a refused publish shown. */
function ContentEditor<T extends object>({
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

function HomeContentEditor({ document, onReload }: { document: AdminHomeContent; onReload: () => void }) {
  return (
    <ContentEditor
      document={document}
      onReload={onReload}
      publish={usePublishHomeContent()}
      name="首页内容"
      previewTitle="预览：首页（草稿）"
      publishedWhere="官网首页"
      formFields={HOME_FIELDS}
      fields={() => (
        <Collapse
          defaultActiveKey={['hero']}
          items={[
            { key: 'hero', forceRender: true, label: homeSectionTitles.home, children: <HeroFields /> },
            { key: 'team', forceRender: true, label: homeSectionTitles.team, children: <TeamFields /> },
            { key: 'patents', forceRender: true, label: homeSectionTitles.patents, children: <PatentFields /> },
            { key: 'model', forceRender: true, label: homeSectionTitles.model, children: <ModelFields /> },
            { key: 'advantages', forceRender: true, label: homeSectionTitles.advantages, children: <AdvantageFields /> },
            { key: 'honors', forceRender: true, label: homeSectionTitles.honors, children: <HonorFields /> },
            { key: 'about', forceRender: true, label: homeSectionTitles.about, children: <AboutFields /> },
          ]}
        />
      )}
      preview={(draft) => <HomeContentPreview content={draft} />}
    />
  );
}

function IntroFields({ section }: { section: string }) {
  return (
    <Row gutter={16}>
      <Col span={10}>
        <Form.Item label="标题" name={[section, 'heading']} rules={required('标题')}>
          <Input />
        </Form.Item>
      </Col>
      <Col span={14}>
        <Form.Item label="简介" name={[section, 'summary']} rules={required('简介')}>
          <Input />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Characters as the server counts them (an emoji is one). */
const characters = (text: string) => [...text].length;

/** The hero's limits (HERO_TEXT_LIMITS), said on the field before publishing. */
const atMost = (label: string, max: number) => ({
  validator: async (_: unknown, value: unknown) => {
    if (typeof value === 'string' && characters(value) > max) throw new Error(`${label}最多 ${max} 个字`);
  },
});

function HeroFields() {
  return (
    <>
      <Form.Item label="主标题" name={['hero', 'headline']} rules={[...required('主标题'), atMost('主标题', HERO_TEXT_LIMITS.headline)]}>
        <Input count={{ show: true, max: HERO_TEXT_LIMITS.headline, strategy: characters }} />
      </Form.Item>
      <Form.Item
        label="副标题"
        name={['hero', 'subheadline']}
        rules={[...required('副标题'), atMost('副标题', HERO_TEXT_LIMITS.subheadline)]}
      >
        <Input.TextArea autoSize={{ minRows: 2 }} count={{ show: true, max: HERO_TEXT_LIMITS.subheadline, strategy: characters }} />
      </Form.Item>
      <Row gutter={16}>
        {(['primaryCta', 'secondaryCta'] as const).map((cta) => (
          <Col span={12} key={cta}>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item
                label={cta === 'primaryCta' ? '主按钮文字' : '次按钮文字'}
                name={['hero', cta, 'label']}
                rules={required('按钮文字')}
                style={{ width: '40%' }}
              >
                <Input />
              </Form.Item>
              <Form.Item label="链接" name={['hero', cta, 'href']} rules={required('链接')} style={{ width: '60%' }}>
                <Input />
              </Form.Item>
            </Space.Compact>
          </Col>
        ))}
      </Row>
      <Typography.Text strong>数据亮点</Typography.Text>
      <div style={{ marginTop: 8 }}>
        <SortableList
          name={['hero', 'highlights']}
          itemLabel="亮点"
          hideable={false}
          newItem={() => ({ value: '', label: '' })}
          renderItem={(index) => (
            <Row gutter={16}>
              <Col span={8}>
                <Form.Item label="数值" name={[index, 'value']} rules={required('数值')}>
                  <Input placeholder="如 10万+" />
                </Form.Item>
              </Col>
              <Col span={16}>
                <Form.Item label="说明" name={[index, 'label']} rules={required('说明')}>
                  <Input placeholder="如 服务学员" />
                </Form.Item>
              </Col>
            </Row>
          )}
        />
      </div>
    </>
  );
}

function TeamFields() {
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

function PatentFields() {
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

function ModelFields() {
  return (
    <>
      <IntroFields section="model" />
      <SortableList
        name={['model', 'steps']}
        itemLabel="步骤"
        newItem={() => ({ title: '', description: '' })}
        renderItem={(index) => (
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item label="名称" name={[index, 'title']} rules={required('名称')}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item label="说明" name={[index, 'description']} rules={required('说明')}>
                <Input.TextArea autoSize={{ minRows: 1 }} />
              </Form.Item>
            </Col>
          </Row>
        )}
      />
    </>
  );
}

function AdvantageFields() {
  return (
    <>
      <IntroFields section="advantages" />
      <SortableList
        name={['advantages', 'items']}
        itemLabel="优势"
        newItem={() => ({ icon: 'target', title: '', description: '' })}
        renderItem={(index) => (
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item label="图标" name={[index, 'icon']} rules={required('图标')}>
                <Select options={ADVANTAGE_ICONS.map((icon) => ({ value: icon, label: icon }))} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="名称" name={[index, 'title']} rules={required('名称')}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="说明" name={[index, 'description']} rules={required('说明')}>
                <Input.TextArea autoSize={{ minRows: 1 }} />
              </Form.Item>
            </Col>
          </Row>
        )}
      />
    </>
  );
}

function HonorFields() {
  return (
    <>
      <IntroFields section="honors" />
      <SortableList
        name={['honors', 'items']}
        itemLabel="荣誉"
        newItem={() => ({ title: '', issuer: '', year: new Date().getFullYear(), image: emptyImage() })}
        renderItem={(index) => (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item label="名称" name={[index, 'title']} rules={required('名称')}>
                <Input />
              </Form.Item>
              <Form.Item label="颁发单位" name={[index, 'issuer']} rules={required('颁发单位')}>
                <Input />
              </Form.Item>
              <Form.Item label="年份" name={[index, 'year']} rules={[{ required: true, message: '请填写年份' }]}>
                <InputNumber min={1990} max={2100} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="图片" name={[index, 'image']} rules={[contentImageRule]}>
                <ContentImageField />
              </Form.Item>
            </Col>
          </Row>
        )}
      />
    </>
  );
}

function AboutFields() {
  const contactFields = [
    ['company', '公司名称'],
    ['hotline', '客服热线'],
    ['serviceHours', '服务时间'],
    ['email', '电子邮箱'],
    ['address', '公司地址'],
    ['icp', '备案号'],
  ] as const;
  return (
    <>
      <Form.Item label="标题" name={['about', 'heading']} rules={required('标题')}>
        <Input />
      </Form.Item>
      <Typography.Text strong>公司介绍</Typography.Text>
      <div style={{ margin: '8px 0 16px' }}>
        <SortableList
          name={['about', 'story']}
          itemLabel="段落"
          hideable={false}
          newItem={() => ''}
          renderItem={(index) => (
            <Form.Item name={index} rules={required('段落')} style={{ marginBottom: 0 }}>
              <Input.TextArea autoSize={{ minRows: 2 }} />
            </Form.Item>
          )}
        />
      </div>
      <Row gutter={16}>
        <Col span={14}>
          {contactFields.map(([key, label]) => (
            <Form.Item key={key} label={label} name={['about', 'contact', key]} rules={required(label)}>
              <Input />
            </Form.Item>
          ))}
        </Col>
        <Col span={10}>
          <Form.Item label="公众号二维码" name={['about', 'contact', 'wechatQr']} rules={[contentImageRule]}>
            <ContentImageField />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

function newPictureId(): string {
  return `p-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
}

function GalleryTab() {
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
