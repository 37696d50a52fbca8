import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteAppProps } from '@league/shared-rules/contracts';
import { loadRemoteApp } from './remote-registry';
import { useState } from 'react';
import { useFirstScreenHandoff } from '../kit/first-screen';
import { firstScreenHoldMs, RemoteRoute } from './RemoteRoute';

jest.mock('./remote-registry', () => ({ loadRemoteApp: jest.fn() }));
const loadMock = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

function Research(props: RemoteAppProps) {
  return <p>research app for league {props.session.leagueId} via {props.apiBase}</p>;
}

function Broken(): never {
  throw new Error('remote render failure');
}

function renderRoute(name: Parameters<typeof RemoteRoute>[0]['name']) {
  return render(
    <MemoryRouter>
      <RemoteRoute name={name} />
    </MemoryRouter>,
  );
}

describe('RemoteRoute', () => {
  beforeEach(() => {
    loadMock.mockReset();
    (globalThis as { fetch: unknown }).fetch = jest.fn(() => Promise.resolve({ ok: true }));
  });

  it('shows a loading state, then the remote with the shell props', async () => {
    let resolve!: (app: typeof Research) => void;
    loadMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderRoute('mfe_research');
    expect(screen.getByRole('status').textContent).toContain('Loading Players');
    await act(async () => resolve(Research));
    expect(screen.getByText('research app for league 0 via /api')).toBeTruthy();
    expect(loadMock).toHaveBeenCalledWith('mfe_research', { retry: false });
  });

  it('falls back with Retry, the runtime error going to the console and the report, not the screen; Retry re-loads', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const runtimeText = '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003 args: {"manifestUrl":"/x"}';
    loadMock.mockRejectedValueOnce(new Error(runtimeText)).mockResolvedValueOnce(Research as never);
    renderRoute('mfe_roster');
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback.textContent).toContain('Rosters and teams could not be loaded');
    expect(fallback.textContent).not.toContain('Failed to get manifest');
    expect(fallback.textContent).not.toContain('RUNTIME-003');
    expect(consoleError).toHaveBeenCalledWith('remote mfe_roster could not be loaded:', expect.objectContaining({ message: runtimeText }));
    const [url, init] = (globalThis.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/errors');
    expect(JSON.parse(init.body).message).toBe(`remote mfe_roster could not be loaded: ${runtimeText}`);
    consoleError.mockRestore();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(loadMock).toHaveBeenLastCalledWith('mfe_roster', { retry: true });
    expect(screen.getByText(/research app for league/)).toBeTruthy();
  });

  it('a remote that throws while rendering shows the fallback instead of breaking the page', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadMock.mockResolvedValueOnce(Broken as never);
    renderRoute('mfe_auction');
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback.textContent).toContain('Auction could not be loaded');
    expect(fallback.textContent).not.toContain('remote render failure');
    consoleError.mockRestore();
  });

  describe('with the page answer\'s first frame on screen', () => {
    const drawFrame = () => {
      document.head.insertAdjacentHTML('beforeend', '<style id="first-frame-style">#first-frame{}</style>');
      document.body.insertAdjacentHTML('afterbegin', '<div id="first-frame"><h1>Players</h1><p role="status">Loading…</p></div>');
    };
    afterEach(() => {
      document.getElementById('first-frame')?.remove();
      document.getElementById('first-frame-style')?.remove();
    });

    // each test uses a remote no earlier test loaded: a loaded remote is kept and renders at once
    it('draws no loading line of its own, and hands the frame over in the commit where the remote first renders', async () => {
      drawFrame();
      let resolve!: (app: typeof Research) => void;
      loadMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
      let frameAtRemoteRender: boolean | null = null;
      function Remote(props: RemoteAppProps) {
        // the remote's own render still sees the frame: it leaves after, in the same commit
        frameAtRemoteRender = document.getElementById('first-frame') !== null;
        return <Research {...props} />;
      }
      renderRoute('mfe_data_views');
      expect(screen.queryByTestId('remote-loading')).toBeNull();
      expect(document.getElementById('first-frame')).not.toBeNull();
      await act(async () => resolve(Remote));
      expect(frameAtRemoteRender).toBe(true);
      expect(screen.getByText('research app for league 0 via /api')).toBeTruthy();
      expect(document.getElementById('first-frame')).toBeNull();
      expect(document.getElementById('first-frame-style')).toBeNull();
    });

    it('takes the frame away when the remote cannot be loaded, so the fallback stands alone', async () => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      drawFrame();
      loadMock.mockRejectedValueOnce(new Error('Loading chunk failed'));
      renderRoute('mfe_league_admin');
      await screen.findByTestId('remote-fallback');
      expect(document.getElementById('first-frame')).toBeNull();
      consoleError.mockRestore();
    });

    // after the test above: the league admin remote is the one no test has loaded yet
    describe('holding a drawn first screen', () => {
      const drawScreen = () => {
        document.head.insertAdjacentHTML('beforeend', '<style id="first-frame-style">[data-first-screen-outlet]{visibility:hidden}</style>');
        document.body.insertAdjacentHTML('afterbegin', '<div id="first-frame" data-first-screen="Rosters"><h1>Rosters</h1><article>Gurus</article></div>');
      };
      const outlet = () => document.querySelector('[data-first-screen-outlet]');

      it('keeps it, over the hidden outlet, until the page shows what it showed, and leaves in that commit', async () => {
        drawScreen();
        let loadData!: () => void;
        let frameAtPageRender: boolean | null = null;
        function Rosters() {
          const [ready, setReady] = useState(false);
          loadData = () => setReady(true);
          useFirstScreenHandoff(ready);
          if (ready) frameAtPageRender = document.getElementById('first-frame') !== null;
          return <p>{ready ? 'Gurus' : 'Loading rosters'}</p>;
        }
        loadMock.mockResolvedValueOnce(Rosters as never);
        renderRoute('mfe_league_admin');
        await screen.findByText('Loading rosters');
        // the page's loading state is under the frame, in the outlet the frame's styles hide
        expect(document.getElementById('first-frame')).not.toBeNull();
        expect(outlet()?.contains(screen.getByText('Loading rosters'))).toBe(true);
        act(() => loadData());
        expect(screen.getByText('Gurus', { selector: 'p' })).toBeTruthy();
        expect(frameAtPageRender).toBe(true);
        expect(document.getElementById('first-frame')).toBeNull();
        expect(document.getElementById('first-frame-style')).toBeNull();
      });

      it('lets it go after a while when the page never says it has taken over', async () => {
        jest.useFakeTimers();
        try {
          drawScreen();
          // the page of the test above, kept loaded, whose data never arrives this time
          renderRoute('mfe_league_admin');
          expect(screen.getByText('Loading rosters')).toBeTruthy();
          expect(document.getElementById('first-frame')).not.toBeNull();
          act(() => jest.advanceTimersByTime(firstScreenHoldMs - 1));
          expect(document.getElementById('first-frame')).not.toBeNull();
          act(() => jest.advanceTimersByTime(1));
          expect(document.getElementById('first-frame')).toBeNull();
        } finally {
          jest.useRealTimers();
        }
      });
    });
  });
});
