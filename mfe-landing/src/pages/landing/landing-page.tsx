import { PRODUCT_NAME } from '@fina/contract/core';
import { FaqAccordion } from '../../components/faq-accordion/faq-accordion';
import { Section } from '../../components/section/section';
import { FAQS } from '../../content/faqs';
import { AiBanner } from './ai-banner';
import { CapabilitiesSection } from './capabilities-section';
import { ClosingCta } from './closing-cta';
import { EarlyAdopterSection } from './early-adopter-section';
import { Hero } from './hero';
import { PricingTeaser } from './pricing-teaser';
import { TestimonialsSection } from './testimonials-section';

/** `/`: the sections in the spec's order (#pricing sits between the banner and the offer). */
export function LandingPage() {
  return (
    <>
      <title>{`${PRODUCT_NAME}: the AI financial assistant for small businesses`}</title>
      <Hero />
      <TestimonialsSection />
      <CapabilitiesSection />
      <AiBanner />
      <PricingTeaser />
      <EarlyAdopterSection />
      <Section
        id="faqs"
        tone="alt"
        eyebrow="FAQs"
        title="Frequently asked questions"
        lead={`What you need to know about ${PRODUCT_NAME} and your data.`}
      >
        <FaqAccordion items={FAQS} />
      </Section>
      <ClosingCta />
    </>
  );
}
