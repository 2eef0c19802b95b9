import { Section } from '../../components/section/section';
import { TESTIMONIALS } from '../../content/testimonials';
import styles from './landing.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** 'Trusted and preferred by': the three testimonials of content/testimonials.ts. */
export function TestimonialsSection() {
  return (
    <Section
      title="Trusted and preferred by"
      lead="Small business owners, startup founders and finance professionals."
    >
      <ul className={styles.testimonials}>
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className={styles.testimonial}>
              <blockquote className={styles.quote}>
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className={styles.author}>
                <span className={styles.avatar} aria-hidden="true">
                  {initials(testimonial.name)}
                </span>
                <span>
                  <span className={styles.authorName}>{testimonial.name}</span>
                  <span className={styles.authorRole}>{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
