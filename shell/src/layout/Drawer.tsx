import { useId } from 'react';
import { NavLink } from '@league/shell/router';
import styled, { css } from 'styled-components';
import type { LeagueSummary } from '../session/profile-types';
import { theme } from '../theme/theme';
import type { DrawerSections, MenuLink } from './drawer-links';
import { menuButtonBay } from './menu-button';
import { NextEvents } from './NextEvents';

export const notConnectedTooltip =
  'Using the default 12 team half-ppr superflex league settings. Account needed to view league connected pages and player views.';

const Panel = styled.nav<{ $narrow: boolean; $open: boolean }>`
  position: fixed;
  top: 0;
  bottom: 0;
  width: ${theme.drawerWidth}px;
  max-width: 86vw;
  @media (max-width: ${theme.breakpoint.wide}px) {
    width: ${(p) => (p.$narrow ? theme.drawerWidth : theme.drawerWidthCompact)}px;
  }
  z-index: 1200;
  display: flex;
  flex-direction: column;
  background: ${theme.color.drawer};
  color: ${theme.color.drawerInk};
  transition: transform 200ms ease;
  ${(p) =>
    p.$narrow
      ? css`
          right: 0;
          box-shadow: ${theme.shadow.floating};
          transform: translateX(${p.$open ? '0' : '105%'});
        `
      : css`
          left: 0;
          transform: translateX(${p.$open ? '0' : '-105%'});
        `}
  visibility: ${(p) => (p.$open ? 'visible' : 'hidden')};
`;

/** The links scroll inside the panel, above the bay that the floating Menu button sits in. */
const Links = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
`;

const ButtonBay = styled.div<{ $raised: boolean }>`
  flex: none;
  height: ${(p) => menuButtonBay(p.$raised)}px;
  border-top: 1px solid rgba(255, 255, 255, 0.08);
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1100;
  background: rgba(10, 16, 32, 0.45);
`;

const Header = styled.div`
  position: relative;
  padding: 20px 16px 12px;
  font-size: 17px;
  font-weight: 700;
  letter-spacing: -0.01em;
`;

const TeamLine = styled.span`
  display: block;
  margin-top: 2px;
  font-size: 14px;
  font-weight: 500;
  color: ${theme.color.drawerMuted};
`;
const Tip = styled.span`
  position: relative;
  display: inline-block;
  cursor: help;
  border-bottom: 1px dashed ${theme.color.drawerMuted};
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${theme.color.accent}; outline-offset: 3px; }
  [role='tooltip'] {
    display: none;
    position: absolute;
    top: calc(100% + 8px);
    left: 0;
    width: 230px;
    padding: 8px 10px;
    border-radius: ${theme.radius.small};
    background: ${theme.color.surface};
    color: ${theme.color.ink};
    font-size: 12.5px;
    font-weight: 400;
    line-height: 1.45;
    box-shadow: ${theme.shadow.floating};
    z-index: 1;
  }
  &:hover [role='tooltip'],
  &:focus [role='tooltip'] {
    display: block;
  }
`;

const Section = styled.div`
  padding: 6px 8px;
  border-top: 1px solid rgba(255, 255, 255, 0.08);
`;

const SectionTitle = styled.div`
  padding: 6px 10px 2px;
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.color.drawerMuted};
`;

const itemStyle = css`
  display: block;
  width: 100%;
  padding: 8px 10px;
  border: 0;
  border-radius: ${theme.radius.small};
  background: transparent;
  color: ${theme.color.drawerInk};
  font-size: 14.5px;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${theme.color.drawerHover}; }
  &.active { background: ${theme.color.drawerActive}; box-shadow: inset 3px 0 0 ${theme.color.accent}; color: #fff; font-weight: 600; }
  &:focus-visible { outline: 3px solid ${theme.color.accent}; outline-offset: -3px; }
`;

const Item = styled(NavLink)`${itemStyle}`;
const ExternalItem = styled.a`${itemStyle}`;
const ActionItem = styled.button`${itemStyle}`;

const Footer = styled.div`
  margin-top: auto;
  padding: 12px 8px;
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  border-top: 1px solid rgba(255, 255, 255, 0.08);
  a { width: auto; font-size: 13px; color: ${theme.color.drawerMuted}; padding: 4px 8px; }
`;

export interface DrawerProps {
  narrow: boolean;
  /** The Menu button is raised (auction page): the bay under the links grows with it. */
  raised?: boolean;
  open: boolean;
  onClose(): void;
  sections: DrawerSections;
  league: LeagueSummary | null;
  leagueId: number;
  /** The user's current team in the league, shown under its name. */
  teamName?: string | null;
  onLogout(): void;
}

function LinkItem({ link, onNavigate }: { link: MenuLink; onNavigate(): void }) {
  if (link.external) {
    return (
      <ExternalItem href={link.to} target="_blank" rel="noreferrer">
        {link.label}
      </ExternalItem>
    );
  }
  return (
    <Item to={link.to} end onClick={onNavigate}>
      {link.label}
    </Item>
  );
}

/**
 * The side menu: a persistent left drawer on wide screens, a temporary right drawer (closing on
 * link click) under 800 px.
 */
export function Drawer({ narrow, raised = false, open, onClose, sections, league, leagueId, teamName = null, onLogout }: DrawerProps) {
  const tooltipId = useId();
  const onNavigate = () => {
    if (narrow) onClose();
  };
  const connected = leagueId > 0 && league?.name;
  return (
    <>
      {narrow && open && <Backdrop data-testid="drawer-backdrop" onClick={onClose} />}
      <Panel aria-label="Side menu" data-testid="drawer" data-variant={narrow ? 'temporary' : 'persistent'} $narrow={narrow} $open={open} aria-hidden={!open}>
        <Links>
          <Header>
            {connected ? (
              <>
                <span>{league?.name}</span>
                {teamName && <TeamLine data-testid="drawer-team">{teamName}</TeamLine>}
              </>
            ) : (
              <Tip tabIndex={0} aria-describedby={tooltipId}>
                <span>League not connected</span>
                <span role="tooltip" id={tooltipId}>
                  {notConnectedTooltip}
                </span>
              </Tip>
            )}
          </Header>
          <NextEvents league={connected ? league : null} />
          {sections.league.length > 0 && (
            <Section>
              {sections.league.map((link) => (
                <LinkItem key={link.label} link={link} onNavigate={onNavigate} />
              ))}
            </Section>
          )}
          {sections.team.length > 0 && (
            <Section data-testid="team-section">
              <SectionTitle>Team</SectionTitle>
              {sections.team.map((link) => (
                <LinkItem key={link.label} link={link} onNavigate={onNavigate} />
              ))}
            </Section>
          )}
          <Section>
            <SectionTitle>Account</SectionTitle>
            {sections.loggedIn && (
              <ActionItem
                type="button"
                onClick={() => {
                  onNavigate();
                  onLogout();
                }}
              >
                Logout
              </ActionItem>
            )}
            {sections.account.map((link) => (
              <LinkItem key={link.label} link={link} onNavigate={onNavigate} />
            ))}
          </Section>
          <Footer>
            {sections.footer.map((link) => (
              <LinkItem key={link.label} link={link} onNavigate={onNavigate} />
            ))}
          </Footer>
        </Links>
        <ButtonBay $raised={raised} aria-hidden />
      </Panel>
    </>
  );
}
