import { Link } from 'react-router';
import type { HomeContent } from '../../../contract/content.ts';
import { AdvantageIcon } from '../../components/content/advantage-icon.tsx';
import { ContactDetails } from '../../components/content/contact-details.tsx';
import { ContentImage } from '../../components/content/content-image.tsx';
import { formatContentDate } from '../../components/content/content-date.ts';
import { patentNumber } from '../../components/content/patent-labels.ts';
import { MobileSection } from './mobile-section.tsx';
import styles from './mobile-home.module.css';

export function MobileTeam({ team }: { team: HomeContent['team'] }) {
  return (
    <MobileSection id="team" heading={team.heading} summary={team.summary}>
      <ul className={styles.people}>
        {team.members.map((member) => (
          <li key={member.name} className={styles.person}>
            <ContentImage image={member.photo} className={styles.personPhoto} />
            <div>
              <h3 className={styles.itemTitle}>{member.name}</h3>
              <p className={styles.personRole}>{member.title}</p>
              <p className={styles.itemText}>{member.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </MobileSection>
  );
}

export function MobilePatents({ patents }: { patents: HomeContent['patents'] }) {
  return (
    <MobileSection id="patents" heading={patents.heading} summary={patents.summary}>
      <ul className={styles.documents}>
        {patents.items.map((item) => (
          <MobileDocument key={item.number} item={item} />
        ))}
      </ul>
      <Link to="/pictures" className={styles.more}>
        查看证书与荣誉图片
      </Link>
    </MobileSection>
  );
}

function MobileDocument({ item }: { item: HomeContent['patents']['items'][number] }) {
  const number = patentNumber(item.kind, item.number);
  return (
    <li className={styles.document}>
      <span className={styles.documentFrame}>
        <ContentImage image={item.image} className={styles.documentImage} />
      </span>
      <div>
        <span className={styles.badge}>{item.kind}</span>
        <h3 className={styles.itemTitle}>{item.title}</h3>
        <p className={styles.itemMeta}>
          {number.label} {number.value}
          <br />
          {number.dateLabel} <time dateTime={item.date}>{formatContentDate(item.date)}</time>
        </p>
      </div>
    </li>
  );
}

export function MobileModel({ model }: { model: HomeContent['model'] }) {
  return (
    <MobileSection id="model" heading={model.heading} summary={model.summary}>
      <ol className={styles.steps}>
        {model.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className={styles.itemTitle}>
                <span className="visually-hidden">第 {index + 1} 步：</span>
                {step.title}
              </h3>
              <p className={styles.itemText}>{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </MobileSection>
  );
}

export function MobileAdvantages({ advantages }: { advantages: HomeContent['advantages'] }) {
  return (
    <MobileSection id="advantages" heading={advantages.heading} summary={advantages.summary}>
      <ul className={styles.advantages}>
        {advantages.items.map((item) => (
          <li key={item.title} className={styles.advantage}>
            <span className={styles.advantageIcon}>
              <AdvantageIcon name={item.icon} size={22} />
            </span>
            <h3 className={styles.itemTitle}>{item.title}</h3>
            <p className={styles.itemText}>{item.description}</p>
          </li>
        ))}
      </ul>
    </MobileSection>
  );
}

export function MobileHonors({ honors }: { honors: HomeContent['honors'] }) {
  return (
    <MobileSection id="honors" heading={honors.heading} summary={honors.summary}>
      <ul className={styles.honors}>
        {honors.items.map((item) => (
          <li key={`${item.title}-${item.year}`} className={styles.honor}>
            <span className={styles.honorFrame}>
              <ContentImage image={item.image} className={styles.documentImage} />
            </span>
            <h3 className={styles.itemTitle}>{item.title}</h3>
            <p className={styles.itemMeta}>
              {item.issuer} · {item.year} 年
            </p>
          </li>
        ))}
      </ul>
    </MobileSection>
  );
}

export function MobileAbout({ about }: { about: HomeContent['about'] }) {
  const { contact } = about;
  return (
    <MobileSection id="about" heading={about.heading}>
      {about.story.map((paragraph) => (
        <p key={paragraph} className={styles.story}>
          {paragraph}
        </p>
      ))}
      <ContactDetails contact={contact} className={styles.contact} />
      <figure className={styles.qr}>
        <ContentImage image={contact.wechatQr} className={styles.qrImage} />
        <figcaption>长按识别二维码，添加微信客服</figcaption>
      </figure>
    </MobileSection>
  );
}
