import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@fina/contract/core';
import { buttonClass } from '../../components/button/button-class';
import { SparkIcon } from '../../components/icons/icons';
import sectionStyles from '../../components/section/section.module.css';
import { PATHS } from '../../paths';
import styles from './landing.module.css';

/** The AI-powered solution banner, with a sample exchange with the assistant. */
export function AiBanner() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionStyles.section}>
      <div className={sectionStyles.container}>
        <div className={styles.banner}>
          <div className={styles.bannerCopy}>
            <p className={styles.pill}>
              <SparkIcon size={16} />
              AI-powered
            </p>
            <h2 id={headingId} className={styles.bannerTitle}>
              An AI-powered solution that speaks your language
            </h2>
            <p className={styles.bannerText}>
              Upload a spreadsheet and ask {PRODUCT_NAME} anything about it, in plain words.{' '}
              {PRODUCT_NAME} answers from your own numbers only, shows the cells behind every
              figure, and says so when a question needs more than the sheet holds.
            </p>
            <Link to={PATHS.register} className={buttonClass('light')}>
              Try {PRODUCT_NAME} for free
            </Link>
          </div>
          <figure className={styles.chat} aria-label={`Example conversation with ${PRODUCT_NAME}`}>
            <p className={`${styles.bubble} ${styles.bubbleUser}`}>
              Which month will cash get tight this year?
            </p>
            <p className={`${styles.bubble} ${styles.bubbleAssistant}`}>
              August: supplier payments peak while two large invoices are only due in September.
              Moving the equipment purchase to October keeps your balance above $10,000 all year.
            </p>
          </figure>
        </div>
      </div>
    </section>
  );
}
