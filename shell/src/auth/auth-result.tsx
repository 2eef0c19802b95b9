import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { FINA_COLORS, PageHeading } from '@fina/ui';

interface Props {
  tone: 'done' | 'problem';
  title: string;
  children?: ReactNode;
}

/**
 * The end of an auth flow (account ready, password changed, a link that no longer works):
 * a brand-coloured icon, a heading and what to do next, sized like the forms around it.
 */
export function AuthResult({ tone, title, children }: Props) {
  const Icon = tone === 'done' ? CheckCircleFilled : ExclamationCircleFilled;
  return (
    <Flex vertical align="center" gap={12} style={{ textAlign: 'center' }} role="status">
      <Icon
        aria-hidden
        style={{ fontSize: 44, color: tone === 'done' ? FINA_COLORS.brand : FINA_COLORS.warning }}
      />
      <PageHeading size="card">{title}</PageHeading>
      {children}
    </Flex>
  );
}
