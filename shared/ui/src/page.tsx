import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Flex } from 'antd';
import { PageHeading } from './page-heading';
import { PRODUCT_NAME } from '@fina/contract/core';

interface PageProps {
  title: string;
  /** Actions shown at the right of the title (buttons, links). */
  extra?: ReactNode;
  children?: ReactNode;
}

/** A page of the app: its title as the heading and the document title. */
export function Page({ title, extra, children }: PageProps) {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
  return (
    <section aria-label={title} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageHeading>{title}</PageHeading>
        {extra}
      </Flex>
      {children}
    </section>
  );
}
