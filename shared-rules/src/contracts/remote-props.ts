/**
 * What the shell hands every remote (`./app` of each mfe) as props. Remotes never read the shell's
 * stores; they get a snapshot of the session and callbacks, and re-render when the shell passes new
 * props. react-router is a shared singleton, so a remote may also use `useParams`/`useNavigate`
 * inside the shell's router (and inside its own BrowserRouter when it runs standalone).
 */
export interface RemoteSession {
  token: string | null;
  userId: number | null;
  username: string | null;
  /** Current league id; 0 means the default (visitor) league. */
  leagueId: number;
  /** The user's team in the current league, if any. */
  teamId: number | null;
  teamIds: number[];
  leagueIds: number[];
  /**
   * The current league's name and whether it is hosted, once the shell has read it (it does on every
   * league page): a page shows its head at once instead of after its own read (page-heads.ts).
   * Absent where no shell runs (a standalone remote, the widget).
   */
  league?: { name: string; hosted: boolean } | null;
}

export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  message: string;
  severity: NoticeSeverity;
}

export interface RemoteAppProps {
  session: RemoteSession;
  /** Base URL of the HTTP API, e.g. `/api` or `https://host/api`. */
  apiBase: string;
  /** URL of the realtime endpoint, e.g. `ws://host/ws`. */
  wsUrl: string;
  /** Shows a snackbar notice in the shell (auto-hides after 6 s). */
  notify: (notice: Notice) => void;
  /** Navigates inside the shell. */
  navigate: (to: string) => void;
  /**
   * Reloads the shell's session (GET /me) after a remote changed something the shell shows, such as the
   * team name in the side menu. Optional: a remote running standalone has no shell to refresh.
   */
  refreshSession?: () => Promise<void>;
}
