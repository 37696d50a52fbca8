import { FIRST_FRAME_ID } from '@league/shared-rules/page-heads';

/**
 * The first frame: the page's head the api draws into the page answer (shared-rules page-heads.ts), in
 * its own element beside the shell's root. While it is there it is the page's loading state (it has its
 * own polite "Loading…"), so the shell draws no loading line of its own over it; it leaves in the commit
 * in which the route's remote first renders (which draws the same head in the same place), when the
 * remote fails, or when the user goes to another page.
 */
export function hasFirstFrame(doc: Document = document): boolean {
  return doc.getElementById(FIRST_FRAME_ID) !== null;
}

/** Whether the first frame holds a drawn first screen (page-heads.ts `firstScreenFrame`), not only the head. */
export function hasFirstScreen(doc: Document = document): boolean {
  return doc.getElementById(FIRST_FRAME_ID)?.hasAttribute('data-first-screen') ?? false;
}

/** Removes the first frame and its styles (the page's own take over); idempotent. */
export function clearFirstFrame(doc: Document = document): void {
  doc.getElementById(FIRST_FRAME_ID)?.remove();
  doc.getElementById(`${FIRST_FRAME_ID}-style`)?.remove();
}
