import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../content/plans';
import type { Plan } from '../../content/plans';
import { PATHS } from '../../paths';
import { buttonClass } from '../button/button-class';
import { CheckIcon } from '../icons/icons';
import styles from './plan-card.module.css';

interface PlanCardProps {
  plan: Plan;
  compact?: boolean;
  /**
   * The plan name's heading level: 3 under a section's h2 (the landing), 2 where the cards
   * come right after the page's h1 (/pricing), so headings never skip a level.
   */
  headingLevel?: 2 | 3;
}

/** One plan: name, monthly price, features (the first few when `compact`) and a call to action. */
export function PlanCard({ plan, compact = false, headingLevel = 3 }: PlanCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const features = compact ? plan.features.slice(0, 4) : plan.features;
  return (
    <article
      aria-labelledby={headingId}
      className={plan.highlighted ? `${styles.card} ${styles.highlighted}` : styles.card}
    >
      {plan.highlighted ? <p className={styles.ribbon}>Most popular</p> : null}
      <Heading id={headingId} className={styles.name}>
        {plan.name}
      </Heading>
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
