import { useId } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button/button-class';
import { ArrowRightIcon } from '../../components/icons/icons';
import sectionStyles from '../../components/section/section.module.css';
import { PATHS } from '../../paths';
import styles from './landing.module.css';

/** The closing call to action, to /register. */
export function ClosingCta() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionStyles.section}>
      <div className={sectionStyles.container}>
        <div className={styles.cta}>
          <h2 id={headingId} className={styles.ctaTitle}>
            Ready to see your business clearly?
          </h2>
          <p className={styles.ctaText}>
            Create your free account in a minute and get your first budget today.
          </p>
          <Link to={PATHS.register} className={buttonClass('light', { large: true })}>
            Get Started for FREE
            <ArrowRightIcon size={18} />
          </Link>
        </div>
      </div>
    </section>
  );
}
