import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@fina/contract/core';
import sectionStyles from '../../components/section/section.module.css';
import type { Policy } from '../../content/policies';
import { PATHS } from '../../paths';
import pageStyles from '../page.module.css';
import styles from './policy-page.module.css';

/** /privacy and /terms: one policy from content/policies.ts. */
export function PolicyPage({ policy }: { policy: Policy }) {
  return (
    <>
      <title>{`${policy.title} · ${PRODUCT_NAME}`}</title>
      <div className={pageStyles.band}>
        <div className={`${sectionStyles.container} ${pageStyles.bandInner}`}>
          <h1 className={pageStyles.title}>{policy.title}</h1>
          <p className={styles.updated}>Last updated: {policy.updated}</p>
        </div>
      </div>
      <div className={`${sectionStyles.container} ${pageStyles.body}`}>
        <article className={styles.article}>
          <p className={styles.intro}>{policy.intro}</p>
          {policy.sections.map((section) => (
            <section key={section.heading} className={styles.section}>
              <h2 className={styles.heading}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <p className={styles.more}>
            More questions? Read the <Link to={PATHS.faqs}>FAQ</Link>.
          </p>
        </article>
      </div>
    </>
  );
}
