import type { HomeContent } from '../../../contract/content.ts';
import { ContentImage } from '../../components/content/content-image.tsx';
import { ContactDetails } from '../../components/content/contact-details.tsx';
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
          <ContactDetails contact={contact} className={styles.contact} withIcp />
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
