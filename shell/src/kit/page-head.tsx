import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PAGE_HEAD_STYLE, type PageHead as Head } from '@league/shared-rules/page-heads';

/*
 * `header > div > h1` outweighs a page's own `h1 { … }` rule (one class and one element), so the head
 * measures the same in every remote as in the first frame the page answer carries (page-heads.ts).
 */
const Row = styled.header`
  ${PAGE_HEAD_STYLE.head};
  & > div > h1 { ${PAGE_HEAD_STYLE.title}; }
  & > div > h1 > span { ${PAGE_HEAD_STYLE.badge}; }
  & > div > p { ${PAGE_HEAD_STYLE.lede}; }
`;

/**
 * A page's head: its title (with an optional badge), an optional muted lede and, on the right, the
 * page's actions. Pages the api frames (page-heads.ts `pageHeadFor`) render their head with it, so the
 * server-drawn frame hands over to the page without a change on screen.
 */
export function PageHead({ title, badge, lede, actions }: Head & { actions?: ReactNode }) {
  return (
    <Row>
      <div>
        <h1>
          {title}
          {badge && <span>{badge}</span>}
        </h1>
        {lede !== undefined && <p>{lede}</p>}
      </div>
      {actions}
    </Row>
  );
}
