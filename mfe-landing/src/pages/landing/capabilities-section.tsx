import type { ComponentType } from 'react';
import { PRODUCT_NAME } from '@fina/contract/core';
import { BudgetIcon, CapitalIcon, DashboardIcon, InsightsIcon } from '../../components/icons/icons';
import { Section } from '../../components/section/section';
import { CAPABILITIES } from '../../content/capabilities';
import type { CapabilityIcon } from '../../content/capabilities';
import styles from './landing.module.css';

const ICONS: Record<CapabilityIcon, ComponentType<{ size?: number }>> = {
  budget: BudgetIcon,
  insights: InsightsIcon,
  dashboard: DashboardIcon,
  capital: CapitalIcon,
};

/** 'What can it do?': four capability cards from content/capabilities.ts. */
export function CapabilitiesSection() {
  return (
    <Section
      tone="alt"
      eyebrow="Features"
      title="What can it do?"
      lead={`${PRODUCT_NAME} does the finance work of a small business, from the first budget to the next round of funding.`}
    >
      <ul className={styles.capabilities}>
        {CAPABILITIES.map((capability) => {
          const Icon = ICONS[capability.icon];
          return (
            <li key={capability.id} className={styles.capability}>
              <span className={styles.capabilityIcon}>
                <Icon size={24} />
              </span>
              <h3 className={styles.cardTitle}>{capability.title}</h3>
              <p className={styles.cardText}>{capability.description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
