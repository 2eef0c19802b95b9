import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Faq } from '../../content/faqs';
import { ChevronDownIcon } from '../icons/icons';
import styles from './faq-accordion.module.css';

/**
 * One item open at a time; the first is open initially. Clicking a closed item makes it
 * the open one; clicking the open item closes it (so every answer can be folded away).
 * Arrow keys, Home and End move between the questions (WAI-ARIA accordion pattern).
 */
export function FaqAccordion({ items }: { items: readonly Faq[] }) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(items[0]?.id ?? null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const triggers = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('button[aria-controls]'),
    );
    const index = triggers.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const next: Record<string, number> = {
      ArrowDown: (index + 1) % triggers.length,
      ArrowUp: (index - 1 + triggers.length) % triggers.length,
      Home: 0,
      End: triggers.length - 1,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    triggers[target]?.focus();
  }

  return (
    <div className={styles.accordion} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const open = item.id === openId;
        const triggerId = `${baseId}-${item.id}-question`;
        const panelId = `${baseId}-${item.id}-answer`;
        return (
          <div key={item.id} className={open ? `${styles.item} ${styles.open}` : styles.item}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={triggerId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId((current) => (current === item.id ? null : item.id))}
              >
                <span>{item.question}</span>
                <ChevronDownIcon className={styles.chevron} size={20} />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              className={styles.panel}
              hidden={!open}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
