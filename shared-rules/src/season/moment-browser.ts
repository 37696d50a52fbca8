/**
 * `moment-timezone` for browser bundles: the library without its world-wide data, plus the league's
 * zone. The apps' Rspack configs alias `moment-timezone` to this module, so the rules (which import
 * `moment-timezone`) run unchanged in the browser; node keeps the full package.
 */
import moment from 'moment-timezone/moment-timezone';
import { NEW_YORK_LINKS, NEW_YORK_ZONES } from './new-york-zone';

if (!moment.tz.zone('America/New_York')) {
  moment.tz.add([...NEW_YORK_ZONES]);
  moment.tz.link([...NEW_YORK_LINKS]);
}

export default moment;
