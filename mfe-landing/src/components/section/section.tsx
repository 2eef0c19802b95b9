import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './section.module.css';

interface SectionProps {
  /** The anchor (`faqs`, `pricing`...): the section then takes focus when its link is followed. */
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  tone?: 'plain' | 'alt';
  children: ReactNode;
}

/** A landing section: centred heading block over a width-limited container. */
export function Section({ id, eyebrow, title, lead, tone = 'plain', children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-labelledby={headingId}
      className={tone === 'alt' ? `${styles.section} ${styles.alt}` : styles.section}
    >
      <div className={styles.container}>
        <header className={styles.header}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
