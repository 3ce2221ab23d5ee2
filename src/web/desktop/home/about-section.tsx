import type { HomeContent } from '../../../contract/content.ts';
import { ContentImage } from '../../components/content/content-image.tsx';
import { telHref } from '../../components/content/contact-links.ts';
import { HomeSection } from './home-section.tsx';
import styles from './about-section.module.css';

export function AboutSection({ about }: { about: HomeContent['about'] }) {
  const { contact } = about;
  return (
    <HomeSection id="about" heading={about.heading} className={styles.section}>
      <div className={styles.columns}>
        <div className={styles.story}>
          {about.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className={styles.contactCard}>
          <h3 className={styles.company}>{contact.company}</h3>
          <dl className={styles.contact}>
            <dt>客服热线</dt>
            <dd>
              <a href={telHref(contact.hotline)}>{contact.hotline}</a>
            </dd>
            <dt>服务时间</dt>
            <dd>{contact.serviceHours}</dd>
            <dt>电子邮箱</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
            <dt>公司地址</dt>
            <dd>{contact.address}</dd>
            <dt>备案号</dt>
            <dd>{contact.icp}</dd>
          </dl>
          <figure className={styles.qr}>
            <ContentImage image={contact.wechatQr} className={styles.qrImage} />
            <figcaption>
              <strong>微信扫码</strong>
              添加客服咨询
            </figcaption>
          </figure>
        </div>
      </div>
    </HomeSection>
  );
}
