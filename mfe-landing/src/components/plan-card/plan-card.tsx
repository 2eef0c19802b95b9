import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../content/plans';
import type { Plan } from '../../content/plans';
import { PATHS } from '../../paths';
import { buttonClass } from '../button/button-class';
import { CheckIcon } from '../icons/icons';
import styles from './plan-card.module.css';

/** One plan: name, monthly price, features (the first few when `compact`) and a call to action. */
export function PlanCard({ plan, compact = false }: { plan: Plan; compact?: boolean }) {
  const headingId = useId();
  const features = compact ? plan.features.slice(0, 4) : plan.features;
  return (
    <article
      aria-labelledby={headingId}
      className={plan.highlighted ? `${styles.card} ${styles.highlighted}` : styles.card}
    >
      {plan.highlighted ? <p className={styles.ribbon}>Most popular</p> : null}
      <h3 id={headingId} className={styles.name}>
        {plan.name}
      </h3>
      <p className={styles.tagline}>{plan.tagline}</p>
      <p className={styles.price}>
        <span className={styles.amount}>{formatPrice(plan.priceCents)}</span>
        <span className={styles.period}>/month</span>
      </p>
      <ul className={styles.features} aria-label={`${plan.name} features`}>
        {features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <CheckIcon size={18} className={styles.check} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Link
        to={PATHS.register}
        className={buttonClass(plan.highlighted ? 'primary' : 'outline', { block: true })}
      >
        {plan.cta}
      </Link>
    </article>
  );
}
