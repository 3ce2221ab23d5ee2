import type { LegalDocument } from './legal-documents.ts';
import styles from './legal-document-view.module.css';

/** One legal document, readable on a phone and on a desktop. */
export function LegalDocumentView({ document, showTitle = true }: { document: LegalDocument; showTitle?: boolean }) {
  return (
    <article className={styles.article} aria-labelledby="legal-title">
      <h1 id="legal-title" className={showTitle ? styles.title : styles.visuallyHidden}>
        {document.title}
      </h1>
      <p className={styles.dates}>
        更新日期：{document.updatedAt} · 生效日期：{document.effectiveAt}
      </p>
      <p className={styles.paragraph}>{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
