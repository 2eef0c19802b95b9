import { Link } from 'react-router-dom';
import { EARLY_ADOPTER_DISCOUNT_PERCENT } from '@fina/contract/core';
import { ArrowRightIcon } from '../../components/icons/icons';
import { PlanCard } from '../../components/plan-card/plan-card';
import { Section } from '../../components/section/section';
import { PLANS } from '../../content/plans';
import { PATHS } from '../../paths';
import styles from './landing.module.css';

/** #pricing: the two plans in short, with a link to /pricing. */
export function PricingTeaser() {
  return (
    <Section
      id="pricing"
      tone="alt"
      eyebrow="Pricing"
      title="Start free. Upgrade when you grow."
      lead={`Every plan includes your 1-year budget and cash forecast. Early adopters get ${EARLY_ADOPTER_DISCOUNT_PERCENT}% off Pro for life.`}
    >
      <div className={styles.plans}>
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} compact />
        ))}
      </div>
      <p className={styles.centered}>
        <Link to={PATHS.pricing} className={styles.textLink}>
          Compare plans
          <ArrowRightIcon size={16} />
        </Link>
      </p>
    </Section>
  );
}
