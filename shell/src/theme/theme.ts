/**
 * One cohesive light theme: deep navy ink on warm paper, with an amber accent for calls to action.
 * Breakpoints are the spec's (§9): 800 narrow screen, 600 full-width menus, 750/950/990 layout steps.
 */
export const theme = {
  color: {
    ink: '#14213d',
    inkSoft: '#3d4a66',
    // 5.4:1 on surfaceAlt, 5.7:1 on paper (WCAG AA 4.5:1 for small text; #6b7385 was 4.2 and 4.4)
    muted: '#596175',
    paper: '#f7f6f2',
    surface: '#ffffff',
    surfaceAlt: '#eef0f5',
    border: '#d9dce4',
    accent: '#fca311',
    accentInk: '#1b1300',
    link: '#1d4ed8',
    focus: '#2563eb',
    danger: '#b42318',
    dangerSurface: '#fdecea',
    success: '#027a48',
    successSurface: '#e7f6ee',
    warning: '#b54708',
    warningSurface: '#fff4e5',
    info: '#175cd3',
    infoSurface: '#e8f1fd',
    drawer: '#14213d',
    drawerInk: '#e8ebf3',
    drawerMuted: '#9aa4bd',
    drawerHover: 'rgba(255,255,255,0.08)',
    drawerActive: 'rgba(255,255,255,0.12)',
  },
  font: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "'JetBrains Mono', 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  radius: { small: '6px', medium: '10px', large: '16px' },
  shadow: {
    raised: '0 1px 2px rgba(20,33,61,0.08), 0 4px 12px rgba(20,33,61,0.08)',
    floating: '0 6px 24px rgba(20,33,61,0.24)',
  },
  drawerWidth: 264,
  /** Persistent drawer width between 800 and 990 px. */
  drawerWidthCompact: 224,
  breakpoint: { narrow: 800, menuFull: 600, compact: 750, medium: 950, wide: 990 },
} as const;

export type Theme = typeof theme;

/** Media query for screens narrower than the spec's 800 px breakpoint. */
export const narrowQuery = `(max-width: ${theme.breakpoint.narrow - 0.02}px)`;
