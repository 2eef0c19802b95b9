import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'light' | 'outline' | 'ghostLight';

/** Class names for a button-looking element (a real <button> or a router <Link>). */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  options: { large?: boolean; block?: boolean } = {},
): string {
  return [
    styles.button,
    styles[variant],
    options.large ? styles.large : undefined,
    options.block ? styles.block : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}
