/**
 * `<league-auction league-id="1" api-base="https://league.example" token="…" nonce="…">`: the live
 * auction room as a custom element for third-party pages. It renders into its own shadow root with
 * React bundled (not federated) and styled-components writing its styles into that shadow root.
 * Without a `token` it watches read-only; with one it bids as that user. Under a host CSP without
 * 'unsafe-inline' for styles, the element's `nonce` goes on the style elements (the page's CSP names
 * it); the host reset is a constructed stylesheet, which needs none (host-styles.ts).
 */
// first: no schema may be built before zod is told not to probe eval
import './zod-jitless';
import { useCallback, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import type { Notice, RemoteAppProps } from '@league/shared-rules/contracts';
import { tokens } from '@league/shell/kit';
import { AuctionRoomView } from '../features/auction/AuctionRoomView';
import { applyHostStyles } from './host-styles';

/** Notices auto-hide after 6 s (spec §9 snackbar). */
const NOTICE_MS = 6000;

interface WidgetConfig {
  leagueId: number;
  apiBase: string;
  token: string | null;
}

/** Resolves `api-base` (the site hosting the api; default: this page's origin) to the API and `/ws` URLs. */
export function widgetEndpoints(apiBase: string | null, pageOrigin: string): { api: string; ws: string } {
  const origin = (apiBase && apiBase.trim() ? apiBase.trim() : pageOrigin).replace(/\/+$/, '').replace(/\/api$/, '');
  return { api: `${origin}/api`, ws: `${origin.replace(/^http/, 'ws')}/ws` };
}

function Widget({ config, host }: { config: WidgetConfig; host: HTMLElement }) {
  const [notices, setNotices] = useState<Array<Notice & { id: number }>>([]);
  const notify = useCallback(
    (notice: Notice) => {
      const id = Date.now() + Math.random();
      setNotices((n) => [...n, { ...notice, id }]);
      setTimeout(() => setNotices((n) => n.filter((x) => x.id !== id)), NOTICE_MS);
      host.dispatchEvent(new CustomEvent('league-auction-notice', { detail: notice, bubbles: true, composed: true }));
    },
    [host],
  );
  useEffect(() => () => setNotices([]), []);
  const { api, ws } = widgetEndpoints(config.apiBase, window.location.origin);
  const props: RemoteAppProps = {
    session: { token: config.token, userId: null, username: null, leagueId: config.leagueId, teamId: null, teamIds: [], leagueIds: [config.leagueId] },
    apiBase: api,
    wsUrl: ws,
    notify,
    navigate: (to) => window.location.assign(to),
  };
  return (
    <>
      <AuctionRoomView {...props} readOnly={!config.token} watch />
      <div role="log" aria-live="polite" style={{ position: 'sticky', bottom: 0 }}>
        {notices.map((n) => (
          <div key={n.id} style={{ background: n.severity === 'error' ? tokens.danger : tokens.accent, color: n.severity === 'error' ? '#fff' : tokens.accentInk, padding: '6px 10px', borderRadius: 4, margin: 4 }}>
            {n.message}
          </div>
        ))}
      </div>
    </>
  );
}

/** The custom element. Attribute changes re-render; removal unmounts React and closes the socket. */
export class LeagueAuctionElement extends HTMLElement {
  static observedAttributes = ['league-id', 'api-base', 'token'];
  private root: Root | null = null;
  private styleHost: HTMLElement | null = null;

  connectedCallback(): void {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    if (!this.root) {
      applyHostStyles(shadow, this.cspNonce());
      this.styleHost = document.createElement('div');
      const mount = document.createElement('div');
      mount.className = 'league-auction-root';
      shadow.append(this.styleHost, mount);
      this.root = createRoot(mount);
    }
    this.render();
  }

  attributeChangedCallback(): void {
    if (this.root) this.render();
  }

  disconnectedCallback(): void {
    this.root?.unmount();
    this.root = null;
    this.shadowRoot?.replaceChildren();
  }

  /** The page's nonce for the widget's styles: the IDL property, as browsers hide the attribute's value under a CSP. */
  private cspNonce(): string | undefined {
    return this.nonce || this.getAttribute('nonce') || undefined;
  }

  private render(): void {
    const leagueId = Number(this.getAttribute('league-id'));
    const config: WidgetConfig = {
      leagueId: Number.isInteger(leagueId) && leagueId > 0 ? leagueId : 0,
      apiBase: this.getAttribute('api-base') ?? '',
      token: this.getAttribute('token'),
    };
    this.root!.render(
      <StyleSheetManager target={this.styleHost!} nonce={this.cspNonce()}>
        <Widget key={`${config.leagueId}:${config.apiBase}:${config.token ?? ''}`} config={config} host={this} />
      </StyleSheetManager>,
    );
  }
}

if (typeof customElements !== 'undefined' && !customElements.get('league-auction')) {
  customElements.define('league-auction', LeagueAuctionElement);
}
