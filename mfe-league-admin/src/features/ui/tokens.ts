/**
 * Design tokens matching the shell's theme (navy ink on warm paper, amber accent). A remote cannot
 * import the shell, so the values are mirrored here; the breakpoints are the spec's (§9).
 */
export const tokens = {
  ink: '#14213d',
  inkSoft: '#3d4a66',
  muted: '#6b7385',
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
  radius: '10px',
  radiusSmall: '6px',
  shadow: '0 1px 2px rgba(20,33,61,0.08), 0 4px 12px rgba(20,33,61,0.08)',
  font: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/** Cards replace the table under 600 px. */
export const cardsQuery = '(max-width: 599.98px)';
