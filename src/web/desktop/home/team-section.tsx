import type { HomeContent } from '../../../contract/content.ts';
import { ContentImage } from '../../components/content/content-image.tsx';
import { HomeSection } from './home-section.tsx';
import styles from './team-section.module.css';

export function TeamSection({ team }: { team: HomeContent['team'] }) {
  return (
    <HomeSection id="team" heading={team.heading} summary={team.summary}>
      <ul className={styles.grid}>
        {team.members.map((member) => (
          <li key={member.name} className={styles.card}>
            <div className={styles.person}>
              <ContentImage image={member.photo} className={styles.photo} />
              <div>
                <h3 className={styles.name}>{member.name}</h3>
                <p className={styles.title}>{member.title}</p>
              </div>
            </div>
            <p className={styles.bio}>{member.bio}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
