import { useId } from 'react';
import { PRODUCT_NAME } from '@fina/contract/core';
import { FINA_COLORS } from './theme';

/** The landing's mark: three rising bars on a teal-to-indigo tile (decorative). */
export function LogoMark({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#14b8a6" />
          <stop offset="1" stopColor="#4f46e5" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <rect x="8" y="17" width="4" height="7" rx="2" fill="#fff" opacity="0.7" />
      <rect x="14" y="12" width="4" height="12" rx="2" fill="#fff" opacity="0.85" />
      <rect x="20" y="7" width="4" height="17" rx="2" fill="#fff" />
    </svg>
  );
}

/** Mark and word, as in the landing's top bar. The word is the accessible text. */
export function Logo({ size = 32, wordSize }: { size?: number; wordSize?: number }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: size * 0.3 }}>
      <LogoMark size={size} />
      <span
        style={{
          color: FINA_COLORS.ink,
          fontSize: wordSize ?? Math.round(size * 0.68),
          fontWeight: 800,
          letterSpacing: '-0.02em',
          lineHeight: 1,
        }}
      >
        {PRODUCT_NAME}
      </span>
    </span>
  );
}
