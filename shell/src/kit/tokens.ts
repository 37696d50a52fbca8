import { theme } from '../theme/theme';

/**
 * The shell's theme as flat design tokens for the remotes' styled-components (navy ink on warm
 * paper, amber accent), so every app draws from the one palette.
 */
export const tokens = {
  ink: theme.color.ink,
  inkSoft: theme.color.inkSoft,
  muted: theme.color.muted,
  paper: theme.color.paper,
  surface: theme.color.surface,
  surfaceAlt: theme.color.surfaceAlt,
  border: theme.color.border,
  accent: theme.color.accent,
  accentInk: theme.color.accentInk,
  link: theme.color.link,
  focus: theme.color.focus,
  danger: theme.color.danger,
  dangerSurface: theme.color.dangerSurface,
  success: theme.color.success,
  successSurface: theme.color.successSurface,
  warning: theme.color.warning,
  warningSurface: theme.color.warningSurface,
  info: theme.color.info,
  infoSurface: theme.color.infoSurface,
  radius: theme.radius.medium,
  radiusSmall: theme.radius.small,
  shadow: theme.shadow.raised,
  font: theme.font.body,
} as const;

/** Cards replace the table under 600 px (§9). */
/**
 * WCAG 2.2 2.5.8: a pointer target is at least 24 x 24 CSS px. Spread into a control's styles
 * (`${minTarget}`) where its text alone would make it smaller.
 */
export const minTarget = 'min-height: 24px; min-width: 24px;';

export const cardsQuery = `(max-width: ${theme.breakpoint.menuFull - 0.02}px)`;
