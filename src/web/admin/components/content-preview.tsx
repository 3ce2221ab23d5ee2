import type { ReactNode } from 'react';
import { Card, Col, Divider, Empty, Flex, Row, Tag, Typography } from 'antd';
import { type HomeContent, type PictureGallery, homeSectionTitles } from '../../../contract/content.ts';
import { publicHomeContent, publicPictureGallery } from '../../../contract/content-visibility.ts';
import { AdvantageIcon } from '../../components/content/advantage-icon.tsx';
import { ContactDetails } from '../../components/content/contact-details.tsx';
import { formatContentDate } from '../../components/content/content-date.ts';
import { ContentImage } from '../../components/content/content-image.tsx';
import { patentNumber } from '../../components/content/patent-labels.ts';
import styles from './content-preview.module.css';

function Section({ title, heading, summary, children }: { title: string; heading: string; summary?: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <Tag color="cyan">{title}</Tag>
      <Typography.Title level={3} style={{ marginTop: 8 }}>
        {heading}
      </Typography.Title>
      {summary && <Typography.Paragraph type="secondary">{summary}</Typography.Paragraph>}
      {children}
    </section>
  );
}

/** The draft of the home page as visitors will see it (hidden items left out), drawn with the public pages' shared parts. */
export function HomeContentPreview({ content }: { content: HomeContent }) {
  const { hero, team, patents, model, advantages, honors, about } = publicHomeContent(content);
  return (
    <div className={styles.page} data-testid="content-preview">
      <section className={styles.hero}>
        <Typography.Title level={2} style={{ color: '#fff', margin: 0 }}>
          {hero.headline}
        </Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.9)', fontSize: 16, marginTop: 12 }}>
          {hero.subheadline}
        </Typography.Paragraph>
        <Flex gap={12}>
          <span className={styles.primaryCta}>{hero.primaryCta.label}</span>
          <span className={styles.secondaryCta}>{hero.secondaryCta.label}</span>
        </Flex>
        <Flex gap={32} style={{ marginTop: 24 }}>
          {hero.highlights.map((highlight) => (
            <div key={highlight.label}>
              <div className={styles.highlightValue}>{highlight.value}</div>
              <div className={styles.highlightLabel}>{highlight.label}</div>
            </div>
          ))}
        </Flex>
      </section>
      <Section title={homeSectionTitles.team} heading={team.heading} summary={team.summary}>
        <Row gutter={[16, 16]}>
          {team.members.map((member) => (
            <Col span={8} key={member.name}>
              <Card size="small" cover={<ContentImage image={member.photo} className={styles.cover} />}>
                <Typography.Text strong>{member.name}</Typography.Text> <Typography.Text type="secondary">{member.title}</Typography.Text>
                <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>{member.bio}</Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </Section>
      <Section title={homeSectionTitles.patents} heading={patents.heading} summary={patents.summary}>
        <Row gutter={[16, 16]}>
          {patents.items.map((item) => {
            const number = patentNumber(item.kind, item.number);
            return (
              <Col span={8} key={`${item.kind}-${item.number}`}>
                <Card size="small" cover={<ContentImage image={item.image} className={styles.cover} />}>
                  <Tag>{item.kind}</Tag>
                  <Typography.Paragraph strong style={{ margin: '8px 0 4px' }}>
                    {item.title}
                  </Typography.Paragraph>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {number.label} {number.value} · {number.dateLabel} {formatContentDate(item.date)}
                  </Typography.Text>
                </Card>
              </Col>
            );
          })}
        </Row>
      </Section>
      <Section title={homeSectionTitles.model} heading={model.heading} summary={model.summary}>
        <Row gutter={[16, 16]}>
          {model.steps.map((step, index) => (
            <Col span={6} key={step.title}>
              <Card size="small">
                <Typography.Text type="secondary">第 {index + 1} 步</Typography.Text>
                <Typography.Paragraph strong style={{ margin: '4px 0' }}>
                  {step.title}
                </Typography.Paragraph>
                <Typography.Text>{step.description}</Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      </Section>
      <Section title={homeSectionTitles.advantages} heading={advantages.heading} summary={advantages.summary}>
        <Row gutter={[16, 16]}>
          {advantages.items.map((item) => (
            <Col span={8} key={item.title}>
              <Card size="small">
                <Flex gap={12} align="start">
                  <span className={styles.icon}>
                    <AdvantageIcon name={item.icon} />
                  </span>
                  <div>
                    <Typography.Text strong>{item.title}</Typography.Text>
                    <Typography.Paragraph style={{ margin: 0 }}>{item.description}</Typography.Paragraph>
                  </div>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      </Section>
      <Section title={homeSectionTitles.honors} heading={honors.heading} summary={honors.summary}>
        <Row gutter={[16, 16]}>
          {honors.items.map((item) => (
            <Col span={6} key={`${item.title}-${item.year}`}>
              <Card size="small" cover={<ContentImage image={item.image} className={styles.cover} />}>
                <Typography.Text strong>{item.title}</Typography.Text>
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {item.issuer} · {item.year}
                  </Typography.Text>
                </div>
              </Card>
            </Col>
          ))}
        </Row>
      </Section>
      <Section title={homeSectionTitles.about} heading={about.heading}>
        {about.story.map((paragraph) => (
          <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
        ))}
        <Divider />
        <Flex gap={24} align="start">
          <ContactDetails contact={about.contact} className={styles.contact} withIcp />
          <ContentImage image={about.contact.wechatQr} className={styles.qr} />
        </Flex>
      </Section>
    </div>
  );
}

/** The draft gallery by category, hidden categories and pictures left out. */
export function GalleryPreview({ gallery }: { gallery: PictureGallery }) {
  const { categories } = publicPictureGallery(gallery);
  if (categories.length === 0) return <Empty description="没有可显示的图片" />;
  return (
    <div className={styles.page} data-testid="content-preview">
      {categories.map((category) => (
        <section key={category.id} className={styles.section}>
          <Typography.Title level={4}>{category.title}</Typography.Title>
          <Row gutter={[16, 16]}>
            {category.pictures.map((picture) => (
              <Col span={6} key={picture.id}>
                <figure className={styles.figure}>
                  <ContentImage image={picture.image} className={styles.cover} />
                  <figcaption>{picture.caption}</figcaption>
                </figure>
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </div>
  );
}
