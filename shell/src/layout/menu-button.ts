/**
 * Where the floating Menu button sits (§2: bottom corner, raised on the auction page, whose own bottom bar
 * holds the bid controls). The drawer keeps a bay of this height below its scrolling links, so the button
 * never covers a link, whatever the screen height or scroll position.
 */
export const MENU_BUTTON_HEIGHT = 48;
export const MENU_BUTTON_GAP = 20;
export const MENU_BUTTON_RAISED = 112;

/** Distance from the viewport's bottom to the button's bottom edge. */
export const menuButtonBottom = (raised: boolean) => (raised ? MENU_BUTTON_RAISED : MENU_BUTTON_GAP);

/** Height of the drawer's bay under its links: the button plus a gap above it. */
export const menuButtonBay = (raised: boolean) => menuButtonBottom(raised) + MENU_BUTTON_HEIGHT + 12;
