import { useLayoutEffect } from 'react';
import { clearFirstFrame } from '../remotes/first-frame';

/**
 * A page the api draws a first screen for (shared-rules page-heads.ts `FirstScreenModule`) calls this
 * with `ready` true once it shows what that screen showed, or its own error: the frame leaves in that
 * commit, before the browser paints, and the page appears where the frame was. Until then the shell's
 * outlet stays hidden under the frame (the page's loading state would show through it). A page without
 * a drawn first screen gets the head-only frame, which the shell hands over at the page's first render.
 */
export function useFirstScreenHandoff(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) clearFirstFrame();
  }, [ready]);
}
