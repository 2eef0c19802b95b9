import type { ReactNode } from 'react';
import { theme, Typography } from 'antd';

type HeadingSize = 'page' | 'card';

/**
 * A page's one <h1> (every page needs one for screen-reader navigation), drawn at the size
 * its place calls for: `page` for an app page's title, `card` for a form card's title
 * (sign-in, admin login), so the document outline no longer dictates the look.
 */
export function PageHeading({
  children,
  size = 'page',
}: {
  children: ReactNode;
  size?: HeadingSize;
}) {
  const { token } = theme.useToken();
  const fontSize = size === 'page' ? token.fontSizeHeading2 : token.fontSizeHeading3;
  return (
    <Typography.Title level={1} style={{ margin: 0, fontSize }}>
      {children}
    </Typography.Title>
  );
}
