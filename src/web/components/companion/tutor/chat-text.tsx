import { Fragment } from 'react';
import styles from './tutor-chat.module.css';

const HEADING = /^【[^】]+】/;

/**
 * An answer's plain text made easy to read: blank lines part paragraphs, a 【heading】 at the start of a line is
 * set in bold. The text itself is shown unchanged (no markup from the answer is ever interpreted).
 */
export function ChatText({ text }: { text: string }) {
  return text.split(/\n{2,}/).map((block, blockIndex) => (
    <p key={blockIndex} className={styles.paragraph}>
      {block.split('\n').map((line, lineIndex) => {
        const heading = HEADING.exec(line)?.[0];
        return (
          <Fragment key={lineIndex}>
            {lineIndex > 0 && <br />}
            {heading ? (
              <>
                <strong className={styles.heading}>{heading}</strong>
                {line.slice(heading.length)}
              </>
            ) : (
              line
            )}
          </Fragment>
        );
      })}
    </p>
  ));
}
