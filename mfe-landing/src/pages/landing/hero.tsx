import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@fina/contract/core';
import { buttonClass } from '../../components/button/button-class';
import { ArrowRightIcon, SparkIcon } from '../../components/icons/icons';
import sectionStyles from '../../components/section/section.module.css';
import { PATHS } from '../../paths';
import styles from './landing.module.css';

const FORECAST_LINE =
  'M0 78 L27 70 L55 74 L82 60 L109 63 L136 50 L164 53 L191 40 L218 43 L245 30 L273 26 L300 14';

/** A small, decorative preview of the product: the forecast and three KPIs. */
function DashboardPreview() {
  const gradientId = useId();
  return (
    <figure
      className={styles.preview}
      role="img"
      aria-label={`Preview of ${PRODUCT_NAME}: a 12-month cash forecast, runway, overdue invoices and gross margin`}
    >
      <div className={styles.previewHeader}>
        <span className={styles.previewLabel}>Cash forecast · next 12 months</span>
        <span className={styles.previewTrend}>+12%</span>
      </div>
      <p className={styles.previewFigure}>$84,250</p>
      <svg className={styles.previewChart} viewBox="0 0 300 100" preserveAspectRatio="none">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#14b8a6" stopOpacity="0.35" />
            <stop offset="1" stopColor="#14b8a6" stopOpacity="0" />
          </linearGradient>
        </defs>
        <path d={`${FORECAST_LINE} L300 100 L0 100 Z`} fill={`url(#${gradientId})`} />
        <path
          d={FORECAST_LINE}
          fill="none"
          stroke="#0f766e"
          strokeWidth="2.5"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <dl className={styles.previewKpis}>
        <div>
          <dt>Runway</dt>
          <dd>14 months</dd>
        </div>
        <div>
          <dt>Overdue invoices</dt>
          <dd>3</dd>
        </div>
        <div>
          <dt>Gross margin</dt>
          <dd>46%</dd>
        </div>
      </dl>
    </figure>
  );
}

/** #home: headline and the 'Get Started for FREE' call to action. */
export function Hero() {
  const headingId = useId();
  return (
    <section id="home" tabIndex={-1} aria-labelledby={headingId} className={styles.hero}>
      <div className={`${sectionStyles.container} ${styles.heroGrid}`}>
        <div className={styles.heroCopy}>
          <p className={styles.pill}>
            <SparkIcon size={16} />
            AI financial assistant for small businesses
          </p>
          <h1 id={headingId} className={styles.heroTitle}>
            Know your numbers. <span className={styles.heroAccent}>Grow your business.</span>
          </h1>
          <p className={styles.heroLead}>
            {PRODUCT_NAME} turns your figures into a 1-year budget, a cash forecast with costed
            borrowing advice and what-ifs that update as you move them, so you can decide with
            confidence.
          </p>
          <div className={styles.heroActions}>
            <Link to={PATHS.register} className={buttonClass('light', { large: true })}>
              Get Started for FREE
              <ArrowRightIcon size={18} />
            </Link>
            <Link to={PATHS.pricing} className={buttonClass('ghostLight', { large: true })}>
              See pricing
            </Link>
          </div>
          <p className={styles.heroNote}>Free plan, no credit card required.</p>
        </div>
        <DashboardPreview />
      </div>
    </section>
  );
}
