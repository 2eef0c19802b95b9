import { Tag } from 'antd';
import type { ReactNode } from 'react';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/**
 * Status colours chosen for contrast (at least 4.5:1 at the tag's 12 px), not antd's status
 * presets: those drew teal text on a grey fill (2.6:1, an axe failure) in the built app.
 */
export const TONES: Record<Tone, { color: string; background: string; borderColor: string }> = {
  neutral: { color: '#374151', background: '#f3f4f6', borderColor: '#d1d5db' },
  info: { color: '#115e59', background: '#ccfbf1', borderColor: '#5eead4' },
  success: { color: '#166534', background: '#dcfce7', borderColor: '#86efac' },
  warning: { color: '#92400e', background: '#fef3c7', borderColor: '#fcd34d' },
  danger: { color: '#991b1b', background: '#fee2e2', borderColor: '#fca5a5' },
};

export function ToneTag({
  tone,
  icon,
  strike,
  children,
}: {
  tone: Tone;
  icon?: ReactNode;
  /** Struck through (a void invoice). */
  strike?: boolean;
  children: ReactNode;
}) {
  return (
    <Tag
      icon={icon}
      style={{ ...TONES[tone], ...(strike ? { textDecoration: 'line-through' } : {}) }}
    >
      {children}
    </Tag>
  );
}
