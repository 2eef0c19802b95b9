import { useId } from 'react';
import { Link } from 'react-router-dom';
import { EARLY_ADOPTER_DISCOUNT_PERCENT, PRODUCT_NAME } from '@fina/contract/core';
import { buttonClass } from '../../components/button/button-class';
import { OfferPerks } from '../../components/early-adopter/offer-perks';
import { OfferEnds, PlacesLeft } from '../../components/early-adopter/places-left';
import { useEarlyAdopterStatus } from '../../components/early-adopter/use-early-adopter-status';
import { PlanCard } from '../../components/plan-card/plan-card';
import sectionStyles from '../../components/section/section.module.css';
import { discountedCents, formatPrice, PLANS } from '../../content/plans';
import { PATHS } from '../../paths';
import pageStyles from '../page.module.css';
import styles from './pricing-page.module.css';

const PRO = PLANS.find((plan) => plan.id === 'pro');

/** /pricing: Free and Pro, then the early-adopter offer (30% off Pro for life). */
export function PricingPage() {
  const offerHeadingId = useId();
  const { state } = useEarlyAdopterStatus();
  const proPrice = PRO ? formatPrice(PRO.priceCents) : null;
  const earlyPrice = PRO
    ? formatPrice(discountedCents(PRO.priceCents, EARLY_ADOPTER_DISCOUNT_PERCENT))
    : null;

  return (
    <>
      <title>{`Pricing · ${PRODUCT_NAME}`}</title>
      <div className={pageStyles.band}>
        <div className={`${sectionStyles.container} ${pageStyles.bandInner}`}>
          <p className={sectionStyles.eyebrow}>Pricing</p>
          <h1 className={pageStyles.title}>Simple pricing for growing businesses</h1>
          <p className={pageStyles.lead}>
            Start with the Free plan and move to Pro when you need more. No setup fees, cancel any
            time.
          </p>
        </div>
      </div>

      <div className={`${sectionStyles.container} ${pageStyles.body}`}>
        <div className={styles.plans}>
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} headingLevel={2} />
          ))}
        </div>

        <section aria-labelledby={offerHeadingId} className={styles.offer}>
          <div className={styles.offerCopy}>
            <p className={styles.offerEyebrow}>Early-adopter offer</p>
            <h2 id={offerHeadingId} className={styles.offerTitle}>
              {EARLY_ADOPTER_DISCOUNT_PERCENT}% off Pro, for life
            </h2>
            {proPrice && earlyPrice ? (
              <p className={styles.offerPrice}>
                <span className={styles.offerAmount}>{earlyPrice}</span>
                <span>/month</span>
                <span className={styles.offerWas}>
                  instead of <s>{proPrice}</s>
                </span>
              </p>
            ) : null}
            <PlacesLeft state={state} tone="dark" />
            <OfferEnds state={state} className={styles.offerEnds} />
            <Link to={PATHS.signUp} className={buttonClass('light', { large: true })}>
              Sign up here
            </Link>
          </div>
          <OfferPerks tone="dark" />
        </section>
      </div>
    </>
  );
}
