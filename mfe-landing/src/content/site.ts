/**
 * Contact details and social profiles shown in the footer.
 * Placeholders until the company's real addresses exist: replace them here only.
 */
export const CONTACT_EMAIL = 'hello@fina.app';

export type SocialNetwork = 'facebook' | 'twitter' | 'linkedin';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'twitter', label: 'Twitter', href: 'https://twitter.com/' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
];

/** The spec's copyright year: the footer shows `© 2023–<current year>`. */
export const FIRST_COPYRIGHT_YEAR = 2023;
