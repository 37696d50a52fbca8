import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@league/shell/router';
import styled from 'styled-components';
import { useSession } from '../session/session';
import { isAuctionPath } from '../routing/route-rules';
import { narrowQuery, theme } from '../theme/theme';
import { clearFirstFrame } from '../remotes/first-frame';
import { Drawer } from './Drawer';
import { MENU_BUTTON_HEIGHT, menuButtonBottom } from './menu-button';
import { drawerSections } from './drawer-links';
import { useMediaQuery } from './use-media-query';

const Main = styled.main<{ $offset: boolean }>`
  min-height: 100vh;
  margin-left: ${(p) => (p.$offset ? `${theme.drawerWidth}px` : '0')};
  transition: margin-left 200ms ease;
  padding: 28px 32px 96px;
  min-width: 0;
  /* Between the narrow breakpoint and 990 px the persistent drawer takes less room. */
  @media (max-width: ${theme.breakpoint.wide}px) {
    margin-left: ${(p) => (p.$offset ? `${theme.drawerWidthCompact}px` : '0')};
    padding: 24px 24px 96px;
  }
  @media (max-width: ${theme.breakpoint.compact}px) {
    padding: 16px 12px 96px;
  }
`;

const MenuButton = styled.button<{ $narrow: boolean; $raised: boolean }>`
  position: fixed;
  z-index: 1300;
  bottom: ${(p) => menuButtonBottom(p.$raised)}px;
  height: ${MENU_BUTTON_HEIGHT}px;
  box-sizing: border-box;
  ${(p) => (p.$narrow ? 'right: 20px;' : 'left: 20px;')}
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 0 18px;
  border: 0;
  border-radius: 999px;
  background: ${theme.color.accent};
  color: ${theme.color.accentInk};
  font-weight: 700;
  letter-spacing: 0.02em;
  box-shadow: ${theme.shadow.floating};
  cursor: pointer;
  transition: transform 120ms ease, bottom 200ms ease;
  &:hover { transform: translateY(-1px); }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 3px; }
`;

/** Drawer, floating Menu button and the routed page. */
export function Layout({ children }: { children: ReactNode }) {
  const narrow = useMediaQuery(narrowQuery);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Persistent drawer is open by default; the temporary one starts closed.
  const [open, setOpen] = useState(!narrow);
  useEffect(() => setOpen(!narrow), [narrow]);
  // the page answer's first frame is the head of the page it was drawn for, not of the next one
  const firstPath = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== firstPath.current) clearFirstFrame();
  }, [pathname]);

  const leagueId = useSession((s) => s.leagueId);
  const teamId = useSession((s) => s.teamId);
  const userId = useSession((s) => s.userId);
  const league = useSession((s) => s.league);
  const teamName = useSession((s) => s.teams.find((t) => t.uid === s.teamId)?.name ?? null);
  const logout = useSession((s) => s.logout);
  const sections = drawerSections({
    leagueId,
    teamId,
    userId,
    hosted: Boolean(league?.hosted) && leagueId > 0,
    commishid: league?.commishid ?? null,
  });

  const raised = isAuctionPath(pathname);
  return (
    <>
      <Drawer
        narrow={narrow}
        raised={raised}
        open={open}
        onClose={() => setOpen(false)}
        sections={sections}
        league={league}
        leagueId={leagueId}
        teamName={teamName}
        onLogout={() => {
          logout();
          navigate('/data-views');
        }}
      />
      <MenuButton
        type="button"
        aria-expanded={open}
        aria-label="Menu"
        data-testid="menu-button"
        $narrow={narrow}
        $raised={raised}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden>☰</span> Menu
      </MenuButton>
      <Main $offset={!narrow && open}>{children}</Main>
    </>
  );
}
